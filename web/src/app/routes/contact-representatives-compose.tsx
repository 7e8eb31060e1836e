/** Placeholder until this feature's issue lands. */
export function Component() {
  return (
    <div className="page">
      <h1>Contact Representatives</h1>
    </div>
  );
}
