// Step 3: the items. Catalog variants are picked from a search, priced in the
// region (and for the customer), and go into the session cart, whose
// quantity rules hold: at least 1 when set, never above the stock; the
// buttons step one up (to the stock) or down (to 0, the line is then left
// out). A line's unit price may be typed over the catalog's. Custom items
// (a title, a price, a quantity) are kept beside the cart.
import { Box, Field, HStack, IconButton, Input, Stack, Table, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls";
import { MinusIcon, PlusIcon } from "@app/components/controls/icons";
import { useVariantChoices } from "@app/components/product-picker/use-variant-choices";
import { VariantChoiceTable } from "@app/components/product-picker/VariantChoiceTable";
import { useFormat } from "@app/i18n/use-format";
import { useSessionCart } from "@app/providers/session-cart/SessionCartProvider";
import { CustomLines } from "./CustomLines";
import { type DraftInput, type DraftVariant, overrideValid, unitPriceOf } from "./draft-input";

interface StepProps {
  input: DraftInput;
  onChange: (changes: Partial<DraftInput>) => void;
}

// A variant that does not track its stock, or sells on backorder, has no stock to bound a quantity.
const UNBOUNDED = Number.MAX_SAFE_INTEGER;

export function ItemsStep({ input, onChange }: StepProps) {
  const { t } = useTranslation();
  const cart = useSessionCart();
  const region = cart.region!;
  const choices = useVariantChoices({ regionId: region.id!, customerId: input.customer?.id });
  const [picked, setPicked] = useState<readonly string[]>([]);
  const toggle = (id: string, on: boolean) => setPicked((prev) => (on ? [...prev, id] : prev.filter((x) => x !== id)));

  const add = () => {
    const products = choices.products.data?.products ?? [];
    for (const id of picked) {
      const priced = choices.priced(id);
      const product = products.find((p) => p.variants?.some((v) => v.id === id));
      if (!priced || priced.calculated_price == null || !product) continue;
      const variant: DraftVariant = {
        id,
        title: priced.title ?? "",
        product_title: product.title,
        sku: priced.sku,
        inventory_quantity: priced.manage_inventory && !priced.allow_backorder ? priced.inventory_quantity : UNBOUNDED,
        prices: [{ currency_code: region.currency_code, amount: priced.calculated_price }],
      };
      cart.addItem({ variant, quantity: 1 });
    }
    setPicked([]);
  };

  return (
    <Stack gap="5">
      <Stack gap="3">
        <Text fontWeight="medium">{t("draftOrders.create.items.catalog")}</Text>
        <VariantChoiceTable choices={choices} currency={region.currency_code} label={t("draftOrders.create.items.catalog")} picked={picked} onToggle={toggle} />
        <Box>
          <Button size="small" variant="secondary" disabled={picked.length === 0} onClick={add}>
            {t("draftOrders.create.items.add", { count: picked.length })}
          </Button>
        </Box>
      </Stack>
      <CartLines input={input} onChange={onChange} />
      <CustomLines input={input} onChange={onChange} currency={region.currency_code} />
    </Stack>
  );
}

function CartLines({ input, onChange }: StepProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const cart = useSessionCart();
  const currency = cart.region!.currency_code;
  if (cart.items.length === 0) return <Text color="fg.muted">{t("draftOrders.create.items.none")}</Text>;
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label={t("draftOrders.create.items.lines")}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t("draftOrders.items.item")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("draftOrders.items.unitPrice")}</Table.ColumnHeader>
            <Table.ColumnHeader>{t("draftOrders.items.quantity")}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t("draftOrders.items.total")}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {cart.items.map((item) => {
            const variant = item.variant as DraftVariant;
            const name = [variant.product_title, variant.title].filter(Boolean).join(" · ");
            const typed = input.overrides[item.id] ?? "";
            return (
              <Table.Row key={item.id}>
                <Table.Cell>
                  <Text overflowWrap="anywhere">{name}</Text>
                  {variant.sku && (
                    <Text textStyle="xs" color="fg.muted">
                      {variant.sku}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell minW="32">
                  <Field.Root invalid={!overrideValid(typed, currency)}>
                    <Input
                      size="sm"
                      inputMode="decimal"
                      aria-label={t("draftOrders.create.items.priceOf", { name })}
                      placeholder={format.money(item.unitPrice, currency)}
                      value={typed}
                      onChange={(e) => onChange({ overrides: { ...input.overrides, [item.id]: e.target.value } })}
                    />
                    <Field.ErrorText>{t("draftOrders.create.items.badPrice")}</Field.ErrorText>
                  </Field.Root>
                </Table.Cell>
                <Table.Cell>
                  <QuantityControl name={name} quantity={item.quantity} id={item.id} />
                </Table.Cell>
                <Table.Cell textAlign="end">{format.money(unitPriceOf(item, input, currency) * item.quantity, currency)}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button size="small" variant="ghost" aria-label={t("draftOrders.create.items.removeLine", { name })} onClick={() => cart.removeItem(item.id)}>
                    {t("draftOrders.create.items.remove")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The cart's quantity: typed (applied when the field is left or Enter), or stepped by the buttons. */
function QuantityControl({ id, name, quantity }: { id: string; name: string; quantity: number }) {
  const { t } = useTranslation();
  const cart = useSessionCart();
  const [text, setText] = useState<string | null>(null);
  const apply = () => {
    if (text === null) return;
    const typed = Number(text);
    if (text.trim() !== "" && Number.isFinite(typed)) cart.updateItemQuantity(id, Math.trunc(typed));
    setText(null);
  };
  return (
    <HStack gap="1">
      <IconButton size="xs" variant="outline" aria-label={t("draftOrders.create.items.decrease", { name })} onClick={() => cart.decrementItemQuantity(id)}>
        <MinusIcon />
      </IconButton>
      <Input
        size="sm"
        w="16"
        inputMode="numeric"
        textAlign="center"
        aria-label={t("draftOrders.create.items.quantityOf", { name })}
        value={text ?? String(quantity)}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => e.key === "Enter" && apply()}
      />
      <IconButton size="xs" variant="outline" aria-label={t("draftOrders.create.items.increase", { name })} onClick={() => cart.incrementItemQuantity(id)}>
        <PlusIcon />
      </IconButton>
    </HStack>
  );
}
