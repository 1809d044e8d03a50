import { usePageMeta } from '../../ui/use-page-meta';
import { PAGE_META } from '../../content/pages';
import { teamPortrait, uploadedPicture } from '../../content/pictures';
import { TEAM } from '../../content/team';
import type { TeamMember } from '../../domain/site-content/blocks';
import { useSiteContent } from '../../ui/use-site-content';
import { PictureImage } from '../../ui/picture-image';
import { PageHeader } from '../shared/page-header';

function Portrait({ member, large }: { member: TeamMember; large?: boolean }) {
  // The portrait shows 10rem wide (14rem for the director): the browser picks the file from `sizes`.
  const picture = member.photo
    ? uploadedPicture(member.photo, large ? '14rem' : '10rem')
    : teamPortrait(member.portrait, member.name);
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
  const team = useSiteContent('team', TEAM);
  // The schema keeps at least one member: the first is the managing director.
  const [director, ...members] = team.members as [TeamMember, ...TeamMember[]];
  return (
    <main id="main">
      <PageHeader title={team.heading} lead={team.intro} />
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
            {director.bio.map((paragraph, line) => (
              <p key={line}>{paragraph}</p>
            ))}
          </div>
        </section>
        <h2 className="mb-4">{team.teamHeading}</h2>
        <ul className="card-grid card-grid--centred">
          {members.map((member, index) => (
            <li key={index}>
              <article className="panel text-center w-100">
                <Portrait member={member} />
                <h3 className="mt-3 mb-1">{member.name}</h3>
                <p className="fw-bold text-secondary">{member.role}</p>
                {member.bio.map((paragraph, line) => (
                  <p key={line} className="text-start">
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
