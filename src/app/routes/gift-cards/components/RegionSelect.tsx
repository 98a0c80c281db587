// The region a gift card is used in, chosen from the store's regions; each
// names its currency, which is the card's.
import { NativeSelect } from "@chakra-ui/react";
import type { Control, FieldPath, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { Region } from "@generated/admin/types.gen";
import { ControlledField } from "@app/components/controls";

interface RegionSelectProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  regions: readonly Region[];
  loading: boolean;
}

export function RegionSelect<T extends FieldValues>({ control, name, regions, loading }: RegionSelectProps<T>) {
  const { t } = useTranslation();
  return (
    <ControlledField
      control={control}
      name={name}
      label={t("giftCards.fields.region")}
      required
      render={(field) => (
        <NativeSelect.Root disabled={loading}>
          <NativeSelect.Field {...field}>
            <option value="">{t(loading ? "giftCards.create.loadingRegions" : "giftCards.create.chooseRegion")}</option>
            {regions.map((r) => (
              <option key={r.id} value={r.id}>
                {`${r.name} (${r.currency_code.toUpperCase()})`}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    />
  );
}
