// /a/collections/:id: a collection and its products (being built).
import SectionPlaceholder from "../../section-placeholder/SectionPlaceholder";

export default function CollectionDetailPage() {
  return <SectionPlaceholder />;
}
