// Runs a bulk action's requests and reports the outcome in one toast: how many
// rows it did, or how many failed and why (the first failure's reason). The
// requests should be made with `inlineErrors` so that failures are not also
// toasted one by one.
import { useTranslation } from "react-i18next";
import { errorMessage } from "../form/error-message";
import { toaster } from "../toaster";
import type { TranslationKey } from "@app/i18n/translation-key";

export interface BulkRunner {
  /** One request per row (for routes Medusa v1 has no batch form of); `done` is a message key given `count`. */
  each: <Row>(rows: Row[], call: (row: Row) => Promise<unknown>, done: TranslationKey) => Promise<void>;
  /**
   * One request per row, each sent once the one before has answered: for
   * routes whose requests would race (each rewrites the same record, e.g. the
   * store's currencies). Resolves to how many failed.
   */
  inOrder: <Row>(rows: Row[], call: (row: Row) => Promise<unknown>, done: TranslationKey) => Promise<number>;
  /** One request for all the rows: it does all of them or none. */
  batch: (rows: unknown[], call: () => Promise<unknown>, done: TranslationKey) => Promise<void>;
}

export function useBulkRunner(): BulkRunner {
  const { t } = useTranslation();
  const report = (count: number, done: TranslationKey, failed = 0, reason?: unknown) => {
    if (failed === 0) {
      toaster.create({ type: "success", title: t("toast.success"), description: t(done, { count }) });
    } else {
      toaster.create({ type: "error", title: t("toast.error"), description: t("table.bulkFailed", { failed, count, reason: errorMessage(t, reason) }) });
    }
  };
  return {
    each: async (rows, call, done) => {
      const results = await Promise.allSettled(rows.map(call));
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
      report(rows.length, done, failures.length, failures[0]?.reason);
    },
    inOrder: async (rows, call, done) => {
      const failures: unknown[] = [];
      for (const row of rows) {
        try {
          await call(row);
        } catch (error) {
          failures.push(error);
        }
      }
      report(rows.length, done, failures.length, failures[0]);
      return failures.length;
    },
    batch: async (rows, call, done) => {
      try {
        await call();
        report(rows.length, done);
      } catch (error) {
        report(rows.length, done, rows.length, error);
      }
    },
  };
}
