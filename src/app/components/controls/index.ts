export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from "./Button";
export { ControlledField, type ControlledFieldProps } from "./ControlledField";
export { FormErrors } from "./FormErrors";
export { NumberInput, type NumberInputProps } from "./NumberInput";
export { PasswordInput, type PasswordInputProps } from "./PasswordInput";
export { SelectInput, type SelectChoice, type SelectInputProps } from "./SelectInput";
export { TextareaInput, type TextareaInputProps } from "./TextareaInput";
export { TextInput, type TextInputProps } from "./TextInput";
export { Tooltip, TOOLTIP_DEFAULTS } from "./Tooltip";
