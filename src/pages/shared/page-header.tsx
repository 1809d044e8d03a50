import type { ReactNode } from 'react';
import './pages.scss';

/** The top of a content page: its one h1 and an optional lead paragraph on the brand's ivory band. */
export function PageHeader({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children?: ReactNode;
}) {
  return (
    <div className="page-header">
      <div className="container">
        <h1 className="page-header__title">{title}</h1>
        {lead && <p className="page-header__lead">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
