// What is wrong with the chosen CSV, one line per problem (row and column
// named), the first SHOWN of them and how many more there are.
import { Alert, Box } from "@chakra-ui/react";
import { useTranslation } from "react-i18next";
import type { CsvIssue } from "./product-csv";

const SHOWN = 20;

export function CsvIssueList({ issues }: { issues: CsvIssue[] }) {
  const { t } = useTranslation();
  return (
    <Alert.Root status="error" role="alert" alignItems="start">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("products.import.invalidFile")}</Alert.Title>
        <Alert.Description>
          <Box as="ul" ps="4" listStyleType="disc">
            {issues.slice(0, SHOWN).map((issue, i) => (
              <li key={i}>{t(`products.import.issues.${issue.kind}`, issue)}</li>
            ))}
          </Box>
          {issues.length > SHOWN && t("products.import.moreIssues", { count: issues.length - SHOWN })}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
