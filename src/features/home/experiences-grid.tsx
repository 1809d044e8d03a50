import { Link } from 'react-router-dom';
import { EXPERIENCE_CALL_TO_ACTION, EXPERIENCES as SEED } from '../../content/home';
import { showArt } from '../../content/pictures';
import { SHOW_PATHS, whatsOnFor } from '../../domain/paths';
import { useSiteContent } from '../../ui/use-site-content';
import { PictureImage } from '../../ui/picture-image';
import './home-sections.scss';

/** Our Experiences (a Site content block): each show, with a "Book tickets" link to its dates. */
export function ExperiencesGrid() {
  const experiences = useSiteContent('experiences', SEED);
  return (
    <section className="experiences" aria-labelledby="experiences-heading">
      <div className="container-xxl">
        <div className="section-heading section-heading--centred">
          <h2 id="experiences-heading">{experiences.heading}</h2>
          <p className="lead">{experiences.lead}</p>
        </div>
        <ul className="experiences__grid">
          {experiences.shows.map((experience, index) => {
            const picture = showArt(experience.show).card;
            return (
              // A show may be listed twice while the manager rearranges the cards.
              <li key={`${experience.show}-${index}`} className="experience-card">
                <PictureImage className="experience-card__picture" picture={picture} decorative />
                <div className="experience-card__body">
                  <h3 className="experience-card__title">
                    <Link to={SHOW_PATHS[experience.show]}>{experience.title}</Link>
                  </h3>
                  <p>{experience.summary}</p>
                  <Link className="btn btn-primary" to={whatsOnFor(experience.show)}>
                    {EXPERIENCE_CALL_TO_ACTION}
                    <span className="visually-hidden">{` for ${experience.title}`}</span>
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
