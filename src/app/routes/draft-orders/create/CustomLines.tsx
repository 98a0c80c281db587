// Custom items: lines with no variant, each a title, a unit price typed in
// the region's currency and a quantity of at least 1.
import { Field, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@app/components/controls";
import { type CustomLine, customLineValid, type DraftInput } from "./draft-input";

interface CustomLinesProps {
  input: DraftInput;
  onChange: (changes: Partial<DraftInput>) => void;
  currency: string;
}

export function CustomLines({ input, onChange, currency }: CustomLinesProps) {
  const { t } = useTranslation();
  // Keys only tell the lines apart while the wizard is open.
  const next = useRef(input.custom.length);
  const update = (key: string, changes: Partial<CustomLine>) => onChange({ custom: input.custom.map((l) => (l.key === key ? { ...l, ...changes } : l)) });
  const add = () => onChange({ custom: [...input.custom, { key: `custom-${next.current++}`, title: "", price: "", quantity: 1 }] });
  return (
    <Stack gap="3">
      <Text fontWeight="medium">{t("draftOrders.create.custom.heading")}</Text>
      {input.custom.map((line, index) => {
        const n = index + 1;
        const invalid = !customLineValid(line, currency);
        return (
          <Stack key={line.key} gap="2" borderWidth="1px" rounded="md" p="3" role="group" aria-label={t("draftOrders.create.custom.line", { n })}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
              <Field.Root required invalid={invalid && line.title.trim() === ""}>
                <Field.Label>{t("draftOrders.create.custom.title")}</Field.Label>
                <Input value={line.title} autoComplete="off" onChange={(e) => update(line.key, { title: e.target.value })} />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{t("draftOrders.create.custom.price", { currency: currency.toUpperCase() })}</Field.Label>
                <Input value={line.price} inputMode="decimal" onChange={(e) => update(line.key, { price: e.target.value })} />
              </Field.Root>
              <Field.Root required>
                <Field.Label>{t("draftOrders.create.custom.quantity")}</Field.Label>
                <Input
                  value={String(line.quantity)}
                  inputMode="numeric"
                  onChange={(e) => update(line.key, { quantity: e.target.value.trim() === "" ? 0 : Number(e.target.value) })}
                />
              </Field.Root>
            </SimpleGrid>
            {invalid && (
              <Text color="fg.error" textStyle="sm">
                {t("draftOrders.create.custom.invalid")}
              </Text>
            )}
            <Button
              alignSelf="start"
              size="small"
              variant="ghost"
              aria-label={t("draftOrders.create.custom.removeLine", { n })}
              onClick={() => onChange({ custom: input.custom.filter((l) => l.key !== line.key) })}
            >
              {t("draftOrders.create.items.remove")}
            </Button>
          </Stack>
        );
      })}
      <Button alignSelf="start" size="small" variant="secondary" onClick={add}>
        {t("draftOrders.create.custom.add")}
      </Button>
    </Stack>
  );
}
