// Entry: the bridge shim is installed before anything calls a bound method.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { installBridgeShim } from "./lib/bridge";
import { App } from "./App";
import "./styles.css";

installBridgeShim();

createRoot(document.getElementById("root")!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
