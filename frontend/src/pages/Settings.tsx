// Settings: the local service, the watched folder, API keys, webhooks and notices.
import { PageHeader } from "../components/bits";
import { GeneralSettings } from "./settings/GeneralSettings";
import { KeysSection } from "./settings/Keys";
import { NoticesSection } from "./settings/Notices";
import { ServiceStatusSection } from "./settings/ServiceStatus";
import { WebhooksSection } from "./settings/Webhooks";

/** SettingsPage stacks the settings sections. */
export function SettingsPage() {
  return (
    <>
      <PageHeader title="Settings" subtitle="Everything stays on this computer." />
      <NoticesSection />
      <ServiceStatusSection />
      <GeneralSettings />
      <KeysSection />
      <WebhooksSection />
    </>
  );
}
