/** While the first screen's code arrives: a spinner alone, in no language (every screen starts here). */
export function BootPlaceholder() {
  return (
    <div className="loading-placeholder loading-placeholder-full" role="status" aria-busy="true">
      <span className="spinner" style={{ width: 20, height: 20 }} aria-hidden="true" />
    </div>
  );
}
