// Creating a library from the Library page header.
import { useState } from "react";
import { Modal } from "../../components/Modal";
import { useToast } from "../../components/Toast";
import { CreateLibrary } from "../../lib/api";

/** NewLibraryButton opens a small dialog that creates a library. */
export function NewLibraryButton({ onCreated }: { onCreated: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      const lib = await CreateLibrary({ name: name.trim() });
      toast.ok(`Library “${lib.name}” created`);
      setOpen(false);
      setName("");
      onCreated();
    } catch (e) {
      toast.error(e, "Could not create the library");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button className="btn" onClick={() => setOpen(true)}>New library</button>
      {open && (
        <Modal title="New library" onClose={() => setOpen(false)} footer={<>
          <button className="btn" onClick={() => setOpen(false)}>Cancel</button>
          <button className="btn btn-primary" disabled={!name.trim() || busy} onClick={submit}>Create</button>
        </>}>
          <label className="field">Name
            <input type="text" value={name} autoFocus onChange={(e) => setName(e.target.value)} onKeyDown={(e) => e.key === "Enter" && name.trim() && submit()} />
          </label>
        </Modal>
      )}
    </>
  );
}
