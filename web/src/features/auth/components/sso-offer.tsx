import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { IconLock } from "@/components/ui/icons";
import type { SsoProvider } from "../api/sso";
import { useT } from "../messages";
import "./sso-offer.css";

interface SsoOfferProps {
  sso: Pick<SsoProvider, "displayName" | "required">;
  busy: boolean;
  onContinue: () => void;
  /** Under the button: what single sign-on means on this screen. */
  note?: ReactNode;
}

/** "Continue with <provider>", offered once the address belongs to a workspace's single sign-on. */
export function SsoOffer({ sso, busy, onContinue, note }: SsoOfferProps) {
  const t = useT();
  return (
    <div className="sso-offer" data-testid="sso-offer">
      <Button variant={sso.required ? "primary" : "secondary"} className="btn-block" loading={busy} onClick={onContinue}>
        <IconLock /> {t("ssoOffer.continueWith", { provider: sso.displayName })}
      </Button>
      {note && <p className="sso-offer-note">{note}</p>}
    </div>
  );
}
