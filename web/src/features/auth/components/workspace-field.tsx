import { IconCheck } from "@/components/ui/icons";
import { TextField } from "@/components/ui/text-field";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useWorkspace } from "../api/get-workspace";
import { useT } from "../messages";

interface WorkspaceFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The workspace slug, with the workspace's name confirmed underneath once it is recognised. */
export function WorkspaceField({ value, onChange, error }: WorkspaceFieldProps) {
  const t = useT();
  const slug = useDebouncedValue(value.trim().toLowerCase(), 300);
  const { data: workspace, error: lookupError } = useWorkspace(slug);
  const hint = workspace ? (
    <span className="field-hint-ok">
      <IconCheck size={14} /> {workspace.name}
    </span>
  ) : lookupError && slug ? (
    t("workspaceField.notFound")
  ) : (
    t("workspaceField.hint")
  );
  return (
    <TextField
      label={t("workspaceField.label")}
      error={error}
      hint={hint}
      name="workspace"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      autoComplete="organization"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={t("workspaceField.placeholder")}
      required
    />
  );
}
