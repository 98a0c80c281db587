import { screen, waitFor } from "@testing-library/react";
import { useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { renderPage } from "@tests/support/render";
import { TextInput } from "../controls";
import { FocusModal } from "../modals/FocusModal";
import { FormDialog } from "../modals/FormDialog";

function NameDialog({ onClose, onSave }: { onClose: () => void; onSave: () => void }) {
  const { control, handleSubmit } = useForm({ defaultValues: { name: "Summer" } });
  return (
    <FormDialog id="name" title="Edit collection" submitLabel="Save" pending={false} error={null} onClose={onClose} onSubmit={handleSubmit(onSave)}>
      <TextInput control={control} name="name" label="Name" />
    </FormDialog>
  );
}

function renderDialog() {
  const onClose = vi.fn();
  const onSave = vi.fn(onClose);
  const utils = renderPage(<NameDialog onClose={onClose} onSave={onSave} />);
  return { ...utils, onClose, onSave };
}

const question = () => screen.queryByRole("alertdialog", { name: "Discard unsaved changes?" });

describe("a modal form's close guard", () => {
  it("closes at once on Escape, the close button and Cancel while nothing changed", async () => {
    const { user, onClose } = renderDialog();
    await user.keyboard("{Escape}");
    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(3);
    expect(question()).not.toBeInTheDocument();
  });

  it("asks on Escape with changes; Keep editing keeps the text, Discard changes closes", async () => {
    const { user, onClose } = renderDialog();
    await user.type(screen.getByRole("textbox", { name: "Name" }), " sale");
    await user.keyboard("{Escape}");
    expect(await screen.findByRole("alertdialog", { name: "Discard unsaved changes?" })).toBeInTheDocument();
    const keep = screen.getByRole("button", { name: "Keep editing" });
    await user.click(keep);
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole("textbox", { name: "Name" })).toHaveValue("Summer sale");

    await user.click(screen.getByRole("button", { name: "Close" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("asks on Cancel with changes, and not again once the text is as it was", async () => {
    const { user, onClose } = renderDialog();
    const name = screen.getByRole("textbox", { name: "Name" });
    await user.type(name, "!");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Keep editing" }));
    expect(onClose).not.toHaveBeenCalled();
    await user.type(name, "{Backspace}");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
  });

  it("does not ask when a save closes the modal", async () => {
    const { user, onClose, onSave } = renderDialog();
    await user.type(screen.getByRole("textbox", { name: "Name" }), " sale");
    await user.click(screen.getByRole("button", { name: "Save" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).not.toBeInTheDocument();
  });

  it("guards a full-screen editor too", async () => {
    const onClose = vi.fn();
    function Editor() {
      const { control } = useForm({ defaultValues: { title: "" } });
      return (
        <FocusModal open title="Edit variant" onClose={onClose}>
          <TextInput control={control} name="title" label="Title" />
        </FocusModal>
      );
    }
    const { user } = renderPage(<Editor />);
    await user.type(screen.getByRole("textbox", { name: "Title" }), "Large");
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await user.click(await screen.findByRole("button", { name: "Discard changes" }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
