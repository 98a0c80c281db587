// /a/product-categories: the category tree (being built).
import SectionPlaceholder from "../section-placeholder/SectionPlaceholder";

export default function CategoriesPage() {
  return <SectionPlaceholder />;
}
