// The groups the customer is in, each linked to its page: added from the
// store's groups (one request), removed after a question naming the group.
import { HStack, Link, List, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import type { Customer, CustomerGroup } from "@generated/admin/types.gen";
import { Button } from "@app/components/controls/Button";
import { ChoiceDialog } from "@app/components/data-table/ChoiceDialog";
import { SectionCard } from "@app/components/detail/SectionCard";
import { ConfirmMutationDialog } from "@app/components/modals/ConfirmMutationDialog";
import { toaster } from "@app/components/toaster";
import { addMembersMutation, removeMembersMutation } from "@app/routes/customer-groups/components/membership-mutations";
import { customerGroupsSection } from "@app/routes/customer-groups/section";
import { personName } from "@app/lib/person-name";
import { useCustomerGroupOptions } from "@app/routes/option-queries";

export function CustomerGroupsSection({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<CustomerGroup | null>(null);
  const groups = customer.groups ?? [];
  const options = useCustomerGroupOptions();
  const member = new Set(groups.map((g) => g.id));
  const add = useMutation(addMembersMutation());
  const customer_ids = [{ id: customer.id }];
  const name = personName(customer) || customer.email;
  return (
    <SectionCard
      title={t("customers.groups.title")}
      action={
        <Button variant="secondary" size="small" onClick={() => setAdding(true)}>
          {t("customers.groups.add")}
        </Button>
      }
    >
      {groups.length === 0 ? (
        <Text color="fg.muted">{t("customers.groups.empty")}</Text>
      ) : (
        <List.Root variant="plain" gap="2">
          {groups.map((g) => (
            <List.Item key={g.id}>
              <HStack justify="space-between" w="full">
                <Link asChild overflowWrap="anywhere">
                  <RouterLink to={customerGroupsSection.to("detail", { id: g.id })}>{g.name}</RouterLink>
                </Link>
                <Button variant="ghost" size="small" aria-label={t("customers.groups.removeOne", { group: g.name })} onClick={() => setRemoving(g)}>
                  {t("customers.groups.remove")}
                </Button>
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      )}
      {adding && (
        <ChoiceDialog
          title={t("customers.groups.addTitle", { customer: name })}
          label={t("customers.bulk.group")}
          confirmLabel={t("customers.bulk.add")}
          options={options.options.filter((o) => !member.has(o.value))}
          loading={options.loading}
          busy={add.isPending}
          onConfirm={(id) =>
            void add
              .mutateAsync({ path: { id }, body: { customer_ids } })
              .then(() => {
                toaster.create({ type: "success", title: t("toast.success"), description: t("customers.groups.added", { group: options.options.find((o) => o.value === id)?.label }) });
                setAdding(false);
              })
              .catch(() => undefined)
          }
          onCancel={() => setAdding(false)}
        />
      )}
      {removing && (
        <ConfirmMutationDialog
          open
          onCancel={() => setRemoving(null)}
          mutation={removeMembersMutation()}
          variables={{ path: { id: removing.id }, body: { customer_ids } }}
          title={t("customers.groups.removeTitle", { group: removing.name })}
          description={t("customers.groups.removeBody", { customer: name, group: removing.name })}
          confirmLabel={t("customers.groups.remove")}
          danger
          done={t("customers.groups.removed", { group: removing.name })}
          onDone={() => setRemoving(null)}
        />
      )}
    </SectionCard>
  );
}
