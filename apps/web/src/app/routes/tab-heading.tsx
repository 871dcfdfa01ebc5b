/** The heading of a portal tab. */
export function TabHeading({ children }: { children: string }) {
  return <h2 className="text-xl font-bold text-slate-900">{children}</h2>;
}
