// The dashboard's button: five intents and three sizes mapped onto Chakra's
// button recipe, and a loading state that lets exactly one click through.
import { Button as ChakraButton, type ButtonProps as ChakraButtonProps } from "@chakra-ui/react";
import { forwardRef, type MouseEvent } from "react";
import { useClickGuard } from "./use-click-guard";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "nuclear";
export type ButtonSize = "large" | "medium" | "small";

/** Each intent as a Chakra variant and colour palette (gray.solid is the near-black of the theme). */
export const buttonVariants: Record<ButtonVariant, Pick<ChakraButtonProps, "variant" | "colorPalette">> = {
  primary: { variant: "solid", colorPalette: "gray" },
  secondary: { variant: "outline", colorPalette: "gray" },
  ghost: { variant: "ghost", colorPalette: "gray" },
  danger: { variant: "outline", colorPalette: "red" },
  nuclear: { variant: "solid", colorPalette: "red" },
};

export const buttonSizes: Record<ButtonSize, ChakraButtonProps["size"]> = { large: "lg", medium: "md", small: "sm" };

export interface ButtonProps extends Omit<ChakraButtonProps, "variant" | "size" | "colorPalette" | "onClick"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and ignores clicks. */
  loading?: boolean;
  /** A returned promise keeps the button loading until it settles. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void | Promise<unknown>;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "medium", loading = false, onClick, children, ...rest },
  ref,
) {
  const { busy, handleClick } = useClickGuard(onClick, loading);
  // Chakra hides the label (visibility: hidden) under the spinner, which also
  // removes it from the accessibility tree: keep a text label as the name.
  const busyLabel = busy && typeof children === "string" ? children : undefined;
  return (
    <ChakraButton
      ref={ref}
      {...buttonVariants[variant]}
      size={buttonSizes[size]}
      data-variant={variant}
      loading={busy}
      aria-busy={busy || undefined}
      aria-label={busyLabel}
      {...rest}
      onClick={handleClick}
    >
      {children}
    </ChakraButton>
  );
});
