// A table of customers: its rows and the columns it can show (name, email,
// account, groups, orders, date added). The customers list shows them all; a
// group's members pick some, so a customer reads the same everywhere.
import { Badge } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { Customer } from "@generated/admin/types.gen";
import { CellText } from "@app/components/data-table/CellText";
import type { Column } from "@app/components/data-table/types";
import { useFormat } from "@app/i18n/use-format";
import { personName } from "@app/lib/person-name";
import { customersSection } from "../section";

/** A DataTable's row identity: key, page (the row's link) and name for screen readers. */
export const customerRowProps = {
  rowKey: (c: Customer) => c.id,
  rowHref: (c: Customer) => customersSection.to("detail", { id: c.id }),
  rowLabel: (c: Customer) => personName(c) || c.email,
};

type CustomerColumn = "name" | "email" | "account" | "groups" | "orders" | "created_at";

export function useCustomerColumns(): Record<CustomerColumn, Column<Customer>> {
  const { t } = useTranslation();
  const format = useFormat();
  return {
    name: { key: "name", header: t("customers.columns.name"), sortKey: "first_name", hideable: false, cell: (c) => <CellText>{personName(c) || "—"}</CellText> },
    email: { key: "email", header: t("customers.columns.email"), sortKey: "email", cell: (c) => <CellText>{c.email}</CellText> },
    account: {
      key: "account",
      header: t("customers.columns.account"),
      cell: (c) => (
        <Badge size="sm" colorPalette={c.has_account ? "green" : "gray"}>
          {t(c.has_account ? "customers.account.with" : "customers.account.without")}
        </Badge>
      ),
    },
    groups: { key: "groups", header: t("customers.columns.groups"), cell: (c) => <CellText>{c.groups?.map((g) => g.name).join(", ") || "—"}</CellText> },
    orders: { key: "orders", header: t("customers.columns.orders"), align: "end", cell: (c) => format.number(c.orders?.length ?? 0) },
    created_at: { key: "created_at", header: t("customers.columns.created"), sortKey: "created_at", firstSort: "desc", cell: (c) => format.date(c.created_at) },
  };
}
