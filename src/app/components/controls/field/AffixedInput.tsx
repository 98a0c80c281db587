// Prefix and suffix drawn inside the input's border; the input is padded so
// that the value never runs under them.
import { InputGroup, type InputElementProps } from "@chakra-ui/react";
import type { ReactElement, ReactNode } from "react";

/** What single-line inputs accept inside their border. */
export interface AffixProps {
  /** Text or icon inside the input, before / after the value ("€", "kg"). */
  prefix?: ReactNode;
  suffix?: ReactNode;
}

interface AffixedInputProps extends AffixProps {
  /** The input element (Chakra Input or NumberInput.Input). */
  children: ReactElement<InputElementProps>;
}

export function AffixedInput({ prefix, suffix, children }: AffixedInputProps) {
  if (!prefix && !suffix) return children;
  return (
    <InputGroup
      startElement={prefix}
      endElement={suffix}
      startElementProps={{ color: "fg.muted" }}
      endElementProps={{ color: "fg.muted" }}
    >
      {children}
    </InputGroup>
  );
}
