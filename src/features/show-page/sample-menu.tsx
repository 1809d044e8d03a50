import { DIET_LABELS, type SampleMenu as Menu } from '../../content/menu-labels';
import './sample-menu.scss';

/** A show's sample menu by course; dishes carry their vegetarian or vegan label. No prices: dinner is in the ticket. */
export function SampleMenu({ menu, headingLevel }: { menu: Menu; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="sample-menu">
      {menu.courses.map((course) => (
        <section key={course.name} className="sample-menu__course">
          <Heading className="sample-menu__course-name">{course.name}</Heading>
          <ul className="sample-menu__dishes">
            {course.dishes.map((dish) => (
              <li key={dish.name}>
                <span className="sample-menu__dish">{dish.name}</span>
                {DIET_LABELS[dish.diet] && (
                  <span className="sample-menu__diet"> ({DIET_LABELS[dish.diet]})</span>
                )}
                <span className="sample-menu__description d-block">{dish.description}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
