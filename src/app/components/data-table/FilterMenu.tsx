// The list's filters, as the page declares them: one panel with a section per
// filter (several values to tick, or a range of days), and the number of
// filters in use on its button.
import { Badge, Box, Field, Flex, HStack, Input, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { TableCheckbox } from "./TableCheckbox";
import { ToolbarPopover } from "./ToolbarPopover";
import type { DateRange, DateRangeFilterDef, FilterDef, FilterValue, FilterValues, MultiFilterDef } from "./types";

interface FilterMenuProps {
  defs: readonly FilterDef[];
  values: FilterValues;
  activeCount: number;
  onChange: (key: string, value: FilterValue) => void;
}

export function FilterMenu({ defs, values, activeCount, onChange }: FilterMenuProps) {
  const { t } = useTranslation();
  return (
    <ToolbarPopover
      title={t("table.filters")}
      trigger={
        <>
          {t("table.filters")}
          {activeCount > 0 && (
            <Badge colorPalette="blue" variant="solid" size="sm" data-testid="filter-count">
              {activeCount}
            </Badge>
          )}
        </>
      }
    >
      {/* Side by side where there is room, so a long list of filters stays on screen. */}
      <Flex gap="6" wrap="wrap" align="start" maxH="min(70vh, var(--available-height, 70vh))" overflowY="auto">
        {defs.map((def) =>
          def.kind === "multi" ? (
            <MultiFilter key={def.key} def={def} value={(values[def.key] as string[] | undefined) ?? []} onChange={(v) => onChange(def.key, v)} />
          ) : (
            <DateRangeFilter key={def.key} def={def} value={(values[def.key] as DateRange | undefined) ?? {}} onChange={(v) => onChange(def.key, v)} />
          ),
        )}
      </Flex>
    </ToolbarPopover>
  );
}

function MultiFilter({ def, value, onChange }: { def: MultiFilterDef; value: string[]; onChange: (v: string[]) => void }) {
  const { t } = useTranslation();
  const note = def.loading ? t("table.loadingOptions") : def.options.length === 0 ? t("table.noOptions") : undefined;
  return (
    <Group legend={def.label}>
      {note && (
        <Text fontSize="sm" color="fg.muted">
          {note}
        </Text>
      )}
      <Stack gap="1.5" maxH="60" overflowY="auto">
        {def.options.map((o) => (
          <TableCheckbox
            key={o.value}
            label={o.label}
            checked={value.includes(o.value)}
            // Kept in the order offered, so one choice always gives one URL.
            onChange={(on) => onChange(def.options.map((x) => x.value).filter((v) => (v === o.value ? on : value.includes(v))))}
          />
        ))}
      </Stack>
    </Group>
  );
}

function DateRangeFilter({ def, value, onChange }: { def: DateRangeFilterDef; value: DateRange; onChange: (v: DateRange) => void }) {
  const { t } = useTranslation();
  return (
    <Group legend={def.label}>
      <HStack align="end">
        <Field.Root>
          <Field.Label fontSize="xs">{t("table.dateFrom")}</Field.Label>
          <Input type="date" size="sm" value={value.from ?? ""} max={value.to} onChange={(e) => onChange({ ...value, from: e.currentTarget.value || undefined })} />
        </Field.Root>
        <Box pb="2" aria-hidden>
          –
        </Box>
        <Field.Root>
          <Field.Label fontSize="xs">{t("table.dateTo")}</Field.Label>
          <Input type="date" size="sm" value={value.to ?? ""} min={value.from} onChange={(e) => onChange({ ...value, to: e.currentTarget.value || undefined })} />
        </Field.Root>
      </HStack>
    </Group>
  );
}

/** A filter's controls under its name (a fieldset, so each control is read with it). */
function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {legend}
      </Text>
      {children}
    </Box>
  );
}
