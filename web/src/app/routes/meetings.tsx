/** Placeholder until this feature's issue lands. */
export function Component() {
  return (
    <div className="page">
      <h1>City Council Meetings</h1>
    </div>
  );
}
