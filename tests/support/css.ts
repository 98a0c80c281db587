// The CSS Chakra generated for an element's own classes, as text: jsdom does
// not resolve var() or conditions like [dir=rtl], so tests read the rules.
export function generatedCss(el: Element): string {
  const classes = [...el.classList].filter((c) => c.startsWith("css-"));
  const rules: string[] = [];
  const visit = (list: CSSRuleList) => {
    for (const rule of [...list]) {
      if (classes.some((c) => rule.cssText.includes(`.${c}`))) rules.push(rule.cssText);
    }
  };
  for (const sheet of [...document.styleSheets]) visit(sheet.cssRules);
  return rules.join("\n");
}
