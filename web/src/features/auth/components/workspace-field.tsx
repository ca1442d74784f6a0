import { Field } from "@/components/ui/field";
import { IconCheck } from "@/components/ui/icons";
import { Input } from "@/components/ui/input";
import { useDebouncedValue } from "@/hooks/use-debounced-value";
import { useWorkspace } from "../api/get-workspace";

interface WorkspaceFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The workspace slug, with the workspace's name confirmed underneath once it is recognised. */
export function WorkspaceField({ value, onChange, error }: WorkspaceFieldProps) {
  const slug = useDebouncedValue(value.trim().toLowerCase(), 300);
  const { data: workspace, error: lookupError } = useWorkspace(slug);
  const hint = workspace ? (
    <span className="field-hint-ok">
      <IconCheck size={14} /> {workspace.name}
    </span>
  ) : lookupError && slug ? (
    "We could not find this workspace yet — check the spelling."
  ) : (
    "The short name of your company’s workspace, e.g. demo-retail."
  );
  return (
    <Field label="Workspace" error={error} hint={hint}>
      {(control) => (
        <Input
          {...control}
          name="workspace"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="organization"
          autoCapitalize="none"
          spellCheck={false}
          placeholder="your-company"
          required
        />
      )}
    </Field>
  );
}
