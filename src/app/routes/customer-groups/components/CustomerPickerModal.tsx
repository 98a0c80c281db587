// Picks customers to add to a group: the generic picker (components/picker)
// over the server's customers search (name, email, phone); those already in
// the group (told by their groups) cannot be picked again.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getCustomersOptions } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import { type PickerList, PickerModal } from "@app/components/picker/PickerModal";
import { usePickerSearch } from "@app/components/picker/use-picker-search";
import { personName } from "@app/lib/person-name";

function usePickerCustomers(): PickerList<Customer> {
  const { query: page, ...search } = usePickerSearch();
  const query = useQuery({ ...getCustomersOptions({ query: { ...page, expand: "groups" } }), placeholderData: keepPreviousData });
  return { ...search, query, rows: query.data?.customers, count: query.data?.count ?? 0 };
}

interface CustomerPickerModalProps {
  open: boolean;
  onClose: () => void;
  groupId: string;
  title: string;
  onConfirm: (ids: string[]) => Promise<unknown>;
}

export function CustomerPickerModal({ groupId, ...props }: CustomerPickerModalProps) {
  const { t } = useTranslation();
  return (
    <PickerModal<Customer>
      {...props}
      useList={usePickerCustomers}
      isAdded={(c) => c.groups?.some((g) => g.id === groupId) ?? false}
      columns={[
        { header: t("customers.columns.name"), cell: (c) => <CellText>{personName(c) || "—"}</CellText> },
        { header: t("customers.columns.email"), cell: (c) => <CellText>{c.email}</CellText> },
      ]}
      rowKey={(c) => c.id}
      rowLabel={(c) => personName(c) || c.email}
      searchLabel={t("customerGroups.members.search")}
      emptyText={t("customers.empty")}
      addLabel={(count) => t("customerGroups.members.addCount", { count })}
    />
  );
}
