import type { ReactNode } from "react";
import { Logo } from "@/components/logo";
import { LanguageSwitch } from "./language-switch";
import "./auth-card.css";

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}

/** The centred card every sign-in step is shown in, with the language control under it. */
export function AuthCard({ title, description, children, footer }: AuthCardProps) {
  return (
    <main className="auth-page">
      <div className="auth-column">
        <Logo />
        <div className="auth-card">
          <h1 className="auth-title">{title}</h1>
          {description && <p className="auth-description">{description}</p>}
          {children}
        </div>
        {footer && <div className="auth-footer">{footer}</div>}
        <LanguageSwitch />
      </div>
    </main>
  );
}
