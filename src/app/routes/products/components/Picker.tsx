// A searchable choice among a store's lists (types, collections, tags,
// categories, sales channels): one value or several. The input only searches;
// what is chosen shows as removable chips below it. With `creatable`, text
// that matches no item can be chosen as a new value (e.g. a new tag).
import { Combobox, createListCollection, Stack, Tag, Wrap } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

export interface PickerItem {
  value: string;
  label: string;
}

interface PickerProps {
  label: string;
  items: PickerItem[];
  value: string[];
  onChange: (value: string[]) => void;
  multiple?: boolean;
  creatable?: boolean;
}

const same = (a: string, b: string) => a.localeCompare(b, undefined, { sensitivity: "accent" }) === 0;

export function Picker({ label, items, value, onChange, multiple = false, creatable = false }: PickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState("");
  const typed = query.trim();
  const collection = useMemo(() => {
    const matches = items.filter((item) => item.label.toLowerCase().includes(typed.toLowerCase()));
    const isNew = creatable && typed !== "" && !items.some((item) => same(item.label, typed)) && !value.some((v) => same(v, typed));
    return createListCollection({ items: isNew ? [...matches, { value: typed, label: t("products.form.createValue", { value: typed }) }] : matches });
  }, [items, typed, creatable, value, t]);
  const labelOf = (v: string) => items.find((item) => item.value === v)?.label ?? v;
  return (
    <Stack gap="2">
      <Combobox.Root
        collection={collection}
        multiple={multiple}
        value={value}
        onValueChange={(details) => onChange(details.value)}
        onInputValueChange={(details) => setQuery(details.inputValue)}
        selectionBehavior="clear"
        openOnClick
      >
        <Combobox.Label>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={t("products.form.search")} />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>{t("products.form.noMatches")}</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item key={item.value} item={item}>
                {item.label}
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {value.length > 0 && (
        <Wrap gap="2">
          {value.map((v) => (
            <Tag.Root key={v} size="lg">
              <Tag.Label>{labelOf(v)}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger aria-label={t("products.form.remove", { value: labelOf(v) })} onClick={() => onChange(value.filter((x) => x !== v))} />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
