// Gives the order to another customer: one found by a server search of the
// customers (name or email) and chosen in the list, then asked first, naming
// them; one request. The order's email stays what it was (the server changes
// only customer_id). A refusal is said above the list, the search kept.
import { Badge, Box, Dialog, Skeleton, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { getCustomersOptions, postOrdersOrderMutation } from "@generated/admin/@tanstack/react-query.gen";
import type { Customer, Order } from "@generated/admin/types.gen";
import { inlineErrors } from "@app/api/query-client";
import { Button } from "@app/components/controls";
import { present } from "@app/components/data-table/filter-values";
import { SearchInput } from "@app/components/data-table/SearchInput";
import { EmptyState, ErrorState } from "@app/components/data-table/TableStates";
import { errorMessage } from "@app/components/form/error-message";
import { FormAlert } from "@app/components/form/FormAlert";
import { ConfirmDialog } from "@app/components/modals/ConfirmDialog";
import { ModalFrame } from "@app/components/modals/ModalFrame";
import { ModalHeader } from "@app/components/modals/ModalHeader";
import { toaster } from "@app/components/toaster";
import { customerLabel, personName } from "./customer-label";

/** A search narrows the list: the first matches are enough to pick from. */
const SHOWN = 10;

export function TransferOrderDialog({ order, onClose }: { order: Order; onClose: () => void }) {
  const { t } = useTranslation();
  const number = `#${order.display_id}`;
  const [q, setQ] = useState("");
  const customers = useQuery({ ...getCustomersOptions({ query: { ...present({ q }), limit: SHOWN, offset: 0 } }), placeholderData: keepPreviousData });
  // The customer chosen, being asked about.
  const [picked, setPicked] = useState<Customer | null>(null);
  const transfer = useMutation({
    ...inlineErrors(postOrdersOrderMutation()),
    onSuccess: () => {
      toaster.create({ type: "success", title: t("toast.success"), description: t("orders.customer.transfer.done", { number, customer: customerLabel(t, picked!) }) });
      onClose();
    },
    onError: () => setPicked(null),
  });
  const rows = customers.data?.customers;
  const more = (customers.data?.count ?? 0) > (rows?.length ?? 0);
  return (
    <>
      <ModalFrame open onClose={onClose} dismissible={!transfer.isPending}>
        <ModalHeader title={t("orders.customer.transfer.title", { number })} subtitle={t("orders.customer.transfer.subtitle")} />
        <Dialog.Body>
          <Stack gap="3">
            {transfer.error != null && <FormAlert>{errorMessage(t, transfer.error)}</FormAlert>}
            <SearchInput value={q} onSearch={(text) => setQ(text.trim())} label={t("orders.customer.transfer.search")} />
            {customers.error ? (
              <ErrorState error={customers.error} onRetry={() => void customers.refetch()} />
            ) : (
              <Box borderWidth="1px" rounded="md" opacity={customers.isPlaceholderData ? 0.6 : 1} aria-busy={customers.isFetching || undefined}>
                <Table.Root size="sm" aria-label={t("orders.customer.transfer.list")}>
                  <Table.Body>
                    {rows?.map((c) => (
                      <Table.Row key={c.id}>
                        <Table.Cell>
                          <Text overflowWrap="anywhere">{personName(c) || c.email}</Text>
                          {personName(c) && (
                            <Text color="fg.muted" textStyle="sm" overflowWrap="anywhere">
                              {c.email}
                            </Text>
                          )}
                        </Table.Cell>
                        <Table.Cell textAlign="end" width="1%" whiteSpace="nowrap">
                          {c.id === order.customer_id ? (
                            <Badge size="sm">{t("orders.customer.transfer.current")}</Badge>
                          ) : (
                            <Button
                              variant="secondary"
                              size="small"
                              aria-label={t("orders.customer.transfer.chooseCustomer", { customer: customerLabel(t, c) })}
                              disabled={transfer.isPending}
                              onClick={() => setPicked(c)}
                            >
                              {t("orders.customer.transfer.choose")}
                            </Button>
                          )}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                {customers.isPending && (
                  <Stack p="3" aria-hidden>
                    {[0, 1, 2].map((i) => (
                      <Skeleton key={i} h="4" />
                    ))}
                  </Stack>
                )}
                {rows?.length === 0 && <EmptyState filtered={q !== ""} emptyText={t("orders.customer.transfer.empty")} onClearFilters={() => setQ("")} />}
              </Box>
            )}
            {more && (
              <Text color="fg.muted" textStyle="sm">
                {t("orders.customer.transfer.more")}
              </Text>
            )}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="secondary" size="small" disabled={transfer.isPending} onClick={onClose}>
            {t("common.cancel")}
          </Button>
        </Dialog.Footer>
      </ModalFrame>
      {picked && (
        <ConfirmDialog
          open
          title={t("orders.customer.transfer.confirmTitle", { number })}
          description={t("orders.customer.transfer.confirmBody", { number, customer: customerLabel(t, picked), email: order.email })}
          confirmLabel={t("orders.customer.transfer.confirm")}
          busy={transfer.isPending}
          // The promise keeps the button busy until the answer (mutate's pending state shows a render later).
          onConfirm={() => transfer.mutateAsync({ path: { id: order.id }, body: { customer_id: picked.id } })}
          onCancel={() => setPicked(null)}
        />
      )}
    </>
  );
}
