export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./Button";
export { FormErrors } from "./FormErrors";
export { NumberInput, type NumberInputProps } from "./NumberInput";
export { TextInput, type TextInputProps } from "./TextInput";
export { Tooltip, TOOLTIP_DEFAULTS } from "./Tooltip";
