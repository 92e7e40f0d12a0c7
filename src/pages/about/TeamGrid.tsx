import { Picture } from '../../components/Picture.tsx';
import type { TeamMember } from '../../content/schema.ts';
import styles from './about.module.css';

interface Props {
  heading: string;
  intro: string;
  members: readonly TeamMember[];
}

/** The team of seven, in the spec's order of roles: portrait, name and role. */
export function TeamGrid({ heading, intro, members }: Props) {
  return (
    <section className="container" aria-labelledby="team-heading">
      <h2 id="team-heading" className={styles.centred}>
        {heading}
      </h2>
      <p className={`${styles.centred} ${styles.sectionIntro}`}>{intro}</p>
      <ul className={styles.team} aria-labelledby="team-heading">
        {members.map((member) => (
          <li key={member.id} className={styles.member}>
            <Picture className={styles.portrait} picture={member.image.picture} alt={member.image.alt} sizes="10rem" />
            <h3 className={styles.memberName}>{member.name}</h3>
            <p className={styles.memberRole}>{member.role}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
