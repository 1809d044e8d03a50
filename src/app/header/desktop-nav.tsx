import { NavLink } from 'react-router-dom';
import { HEADER_NAV, MEGA_MENU_NOTE, type NavItem } from '../../content/navigation';
import { NavDisclosure } from './nav-disclosure';

/** The wide-screen navigation: Home, Menus (mega menu), About Us, Our chefs, Pages, Blog, Contact. */
export function DesktopNav() {
  return (
    <nav className="desktop-nav d-none d-xl-block" aria-label="Main">
      <ul className="desktop-nav__list">
        {HEADER_NAV.map((item) => (
          <li key={item.label} className="desktop-nav__item">
            <TopLevelItem item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

function TopLevelItem({ item }: { item: NavItem }) {
  if (item.mega) {
    return (
      <NavDisclosure label={item.label} variant="mega">
        <div className="mega-menu">
          {item.mega.map((column) => (
            <div key={column.heading} className="mega-menu__column">
              <p className="mega-menu__heading">{column.heading}</p>
              <ul className="nav-dropdown__list">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <NavLink className="nav-dropdown__link" to={link.to}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
          <p className="mega-menu__note">{MEGA_MENU_NOTE}</p>
        </div>
      </NavDisclosure>
    );
  }
  if (item.children) {
    return (
      <NavDisclosure label={item.label} variant="dropdown">
        <DropdownList items={item.children} />
      </NavDisclosure>
    );
  }
  if (item.comingSoon || !item.to) {
    return (
      <span className="desktop-nav__soon">
        {item.label} <small>coming soon</small>
      </span>
    );
  }
  return (
    <NavLink className="desktop-nav__link" to={item.to} end>
      {item.label}
    </NavLink>
  );
}

function DropdownList({ items }: { items: NavItem[] }) {
  return (
    <ul className="nav-dropdown__list">
      {items.map((item) => (
        <li key={item.label}>
          {item.children ? (
            <NavDisclosure label={item.label} variant="nested">
              <DropdownList items={item.children} />
            </NavDisclosure>
          ) : (
            item.to && (
              <NavLink className="nav-dropdown__link" to={item.to}>
                {item.label}
              </NavLink>
            )
          )}
        </li>
      ))}
    </ul>
  );
}
