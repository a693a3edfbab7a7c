// On first start the service creates one API key; its secret is shown here exactly once.
import { useEffect, useState } from "react";
import { Modal } from "../components/Modal";
import { useToast } from "../components/Toast";
import { SecretOnce } from "../components/bits";
import { FirstRunKey } from "../lib/api";

// One call per page load, even when React runs effects twice in development.
let asked: Promise<{ secret: string }> | null = null;

/** FirstRunDialog asks FirstRunKey once per launch and shows a non-empty secret. */
export function FirstRunDialog() {
  const toast = useToast();
  const [secret, setSecret] = useState("");
  useEffect(() => {
    (asked ??= FirstRunKey()).then((r) => setSecret(r?.secret ?? ""), (e) => toast.error(e, "Could not check for the first-start key"));
  }, [toast]);
  if (!secret) return null;
  return (
    <Modal title="Welcome to Carrel" onClose={() => setSecret("")} footer={<button className="btn btn-primary" onClick={() => setSecret("")}>I have saved it</button>}>
      <p>Carrel created an API key for scripts and other tools that use the local HTTP API.</p>
      <SecretOnce secret={secret} />
    </Modal>
  );
}
