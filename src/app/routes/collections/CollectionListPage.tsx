// /a/collections: the collections list (being built).
import SectionPlaceholder from "../section-placeholder/SectionPlaceholder";

export default function CollectionListPage() {
  return <SectionPlaceholder />;
}
