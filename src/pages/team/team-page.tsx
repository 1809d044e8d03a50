import { usePageMeta } from '../../ui/use-page-meta';
import { PAGE_META } from '../../content/pages';
import { teamPortrait } from '../../content/pictures';
import { TEAM, TEAM_INTRO, TEAM_PAGE, type TeamMember } from '../../content/team';
import { PictureImage } from '../../ui/picture-image';
import { PageHeader } from '../shared/page-header';

function Portrait({ member, large }: { member: TeamMember; large?: boolean }) {
  const picture = teamPortrait(member.id, member.name);
  return (
    <PictureImage
      className={`portrait${large ? ' portrait--large' : ''}`}
      picture={picture}
      loading={large ? 'eager' : 'lazy'}
    />
  );
}

export default function TeamPage() {
  usePageMeta(PAGE_META.team);
  const [director, ...members] = TEAM;
  return (
    <main id="main">
      <PageHeader title={TEAM_PAGE.heading} lead={TEAM_INTRO} />
      <div className="container py-5">
        <section className="row g-4 align-items-center mb-5" aria-labelledby="director">
          <div className="col-md-auto text-center">
            <Portrait member={director} large />
          </div>
          <div className="col-md">
            <h2 id="director" className="mb-1">
              {director.name}
            </h2>
            <p className="fw-bold text-secondary">{director.role}</p>
            {director.bio.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
        </section>
        <h2 className="mb-4">{TEAM_PAGE.teamHeading}</h2>
        <ul className="card-grid card-grid--centred">
          {members.map((member) => (
            <li key={member.id}>
              <article className="panel text-center w-100">
                <Portrait member={member} />
                <h3 className="mt-3 mb-1">{member.name}</h3>
                <p className="fw-bold text-secondary">{member.role}</p>
                {member.bio.map((paragraph) => (
                  <p key={paragraph} className="text-start">
                    {paragraph}
                  </p>
                ))}
              </article>
            </li>
          ))}
        </ul>
      </div>
    </main>
  );
}
