// The Chakra system, trimmed: the base config and the default tokens, with
// only the recipes this dashboard uses (the full default system adds ~35 KB
// to the first page). Add a component's recipe here when a page (or a plugin)
// starts using it: recipes.test.ts fails on a component used without its recipe.
// Only these land in the entry chunk: Chakra's theme module builds its whole
// default config at load, which the build treats as pure (vite.config.ts:
// manualPureFunctions), so the recipes not named here are dropped.
import { createSystem, defaultBaseConfig, defineConfig } from "@chakra-ui/react";
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  numberInputSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from "@chakra-ui/react/theme";

// A toast's description at full strength: Chakra's 0.8 opacity takes it below 4.5:1 on the coloured toasts.
const toastRecipe = {
  ...toastSlotRecipe,
  base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: "1" } },
};

const config = defineConfig({
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens,
    semanticTokens: {
      ...semanticTokens,
      colors: {
        ...semanticTokens.colors,
        // Chakra's red.500 reads at 3.8:1 on white; WCAG AA asks 4.5:1 of error messages and red actions.
        fg: { ...semanticTokens.colors?.fg, error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.400}" } } },
        // White on Chakra's green.600 and orange.600 (success and warning toasts, solid badges) reads at 3.3:1 and 3.6:1 in light mode.
        green: { ...semanticTokens.colors?.green, solid: { value: "{colors.green.700}" } },
        orange: { ...semanticTokens.colors?.orange, solid: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.500}" } } },
      },
    },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      combobox: comboboxSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      switch: switchSlotRecipe,
      numberInput: numberInputSlotRecipe,
      popover: popoverSlotRecipe,
      progress: progressSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      stat: statSlotRecipe,
      table: tableSlotRecipe,
      tag: tagSlotRecipe,
      toast: toastRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);

/**
 * The system the app renders with: the same, without its global styles,
 * which the build serves as a static stylesheet (scripts/vite/chakra-global-css.ts,
 * imported by main.tsx) instead of Emotion making them at start-up.
 */
export const appSystem: typeof system = { ...system, _global: [] };
