// /a/discounts/new: the new-discount wizard over the discounts list; closing
// it goes back to the list.
import { useNavigate } from "react-router-dom";
import DiscountListPage from "../list/DiscountListPage";
import { discountsSection } from "../section";
import { DiscountCreateWizard } from "./DiscountCreateWizard";

export default function DiscountCreatePage() {
  const navigate = useNavigate();
  return (
    <>
      <DiscountListPage />
      <DiscountCreateWizard open onClose={() => navigate(discountsSection.to("main"))} />
    </>
  );
}
