/**
 * An inline Bootstrap icon. Callers import only the SVGs they use (`bootstrap-icons/icons/NAME.svg?raw`),
 * so the bundle carries a few hundred bytes per icon instead of the 100 KB icon font. Decorative: the
 * control around it carries the accessible name.
 */
export function SvgIcon({ svg, className = '' }: { svg: string; className?: string }) {
  // The markup is a build-time constant from the bootstrap-icons package, never user input.
  return (
    <span className={`svg-icon ${className}`} aria-hidden="true" dangerouslySetInnerHTML={{ __html: svg }} />
  );
}
