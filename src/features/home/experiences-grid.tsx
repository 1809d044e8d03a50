import { Link } from 'react-router-dom';
import { EXPERIENCE_CALL_TO_ACTION, EXPERIENCES, EXPERIENCES_INTRO } from '../../content/home';
import { showArt } from '../../content/pictures';
import { SHOW_PATHS } from '../../domain/paths';
import { PictureImage } from '../../ui/picture-image';
import './home-sections.scss';

/** Our Experiences: the four shows, each with a "Book tickets" link to its dates. */
export function ExperiencesGrid() {
  return (
    <section className="experiences" aria-labelledby="experiences-heading">
      <div className="container-xxl">
        <div className="section-heading section-heading--centred">
          <h2 id="experiences-heading">{EXPERIENCES_INTRO.heading}</h2>
          <p className="lead">{EXPERIENCES_INTRO.lead}</p>
        </div>
        <ul className="experiences__grid">
          {EXPERIENCES.map((experience) => {
            const picture = showArt(experience.show).card;
            return (
              <li key={experience.show} className="experience-card">
                <PictureImage className="experience-card__picture" picture={picture} decorative />
                <div className="experience-card__body">
                  <h3 className="experience-card__title">
                    <Link to={SHOW_PATHS[experience.show]}>{experience.title}</Link>
                  </h3>
                  <p>{experience.summary}</p>
                  <Link className="btn btn-primary" to={experience.to}>
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
