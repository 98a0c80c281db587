// One kind of what an override applies to (its products, product types or
// shipping options): the list, each removed after a question, and "Add…"
// opening the kind's picker, whose ticks are added in one batch.
import { HStack, Link, List, Stack, Text } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { Button } from "@app/components/controls/Button";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import type { TargetChanges, TargetKind } from "./use-tax-rate-targets";

export interface Target {
  id: string;
  label: string;
  /** Its own page, when it has one. */
  to?: string;
}

export interface TargetPickerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  exclude: string[];
  onConfirm: (ids: string[]) => Promise<unknown>;
}

interface TargetsSectionProps {
  kind: TargetKind;
  /** The override's name, said in the questions. */
  rateName: string;
  targets: Target[];
  changes: TargetChanges;
  picker: (props: TargetPickerProps) => ReactNode;
}

export function TargetsSection({ kind, rateName, targets, changes, picker }: TargetsSectionProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const [removing, setRemoving] = useState<Target>();
  const [busy, setBusy] = useState(false);
  const remove = async (target: Target) => {
    setBusy(true);
    try {
      await changes.remove([target.id]);
      setRemoving(undefined);
    } catch {
      // toasted by the query client; the question stays for another try
    } finally {
      setBusy(false);
    }
  };
  return (
    <SectionCard
      title={t(`settings.taxes.targets.${kind}.title`)}
      action={
        <Button variant="secondary" size="small" onClick={() => setPicking(true)}>
          {t(`settings.taxes.targets.${kind}.add`)}
        </Button>
      }
    >
      {targets.length === 0 ? (
        <Text color="fg.muted" data-testid={`rate-${kind}-empty`}>
          {t(`settings.taxes.targets.${kind}.empty`)}
        </Text>
      ) : (
        <List.Root variant="plain" gap="2" aria-label={t(`settings.taxes.targets.${kind}.title`)}>
          {targets.map((target) => (
            <List.Item key={target.id}>
              <HStack justify="space-between" w="full" gap="3">
                <Stack gap="0" minW="0">
                  {target.to ? (
                    <Link asChild overflowWrap="anywhere">
                      <RouterLink to={target.to}>{target.label}</RouterLink>
                    </Link>
                  ) : (
                    <Text overflowWrap="anywhere">{target.label}</Text>
                  )}
                </Stack>
                <Button variant="ghost" size="small" aria-label={t("settings.taxes.targets.removeOne", { label: target.label })} onClick={() => setRemoving(target)}>
                  {t("settings.taxes.targets.remove")}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {picker({
        open: picking,
        onClose: () => setPicking(false),
        title: t(`settings.taxes.targets.${kind}.add`),
        exclude: targets.map((target) => target.id),
        onConfirm: changes.add,
      })}
      <ConfirmDialog
        open={removing !== undefined}
        title={t("settings.taxes.targets.removeTitle", { label: removing?.label ?? "" })}
        description={t("settings.taxes.targets.removeBody", { label: removing?.label ?? "", name: rateName })}
        confirmLabel={t("settings.taxes.targets.remove")}
        busy={busy}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        onCancel={() => setRemoving(undefined)}
      />
    </SectionCard>
  );
}
