// /a/products/:id: a product's page (being built).
import SectionPlaceholder from "../../section-placeholder/SectionPlaceholder";

export default function ProductDetailPage() {
  return <SectionPlaceholder />;
}
