// The collection's read-only share link: make one (a new one replaces the
// old), or revoke it. The actions come from the route as props.
interface Props {
  link: string | null;
  create: () => Promise<void>;
  revoke: () => Promise<void>;
}

export function ShareLinkPanel({ link, create, revoke }: Props) {
  return (
    <section aria-labelledby="collection-share">
      <h2 id="collection-share">Share for trading</h2>
      <p>
        Your collection is private. A share link shows it and your want list, read-only, to anyone who has the link.
      </p>
      {link ? (
        <>
          <p>
            <label htmlFor="share-link">Share link</label> <input id="share-link" readOnly value={link} size={60} />
          </p>
          <form action={revoke}>
            <button type="submit">Revoke the link</button>
          </form>
          <form action={create}>
            <button type="submit">Make a new link</button>
          </form>
        </>
      ) : (
        <form action={create}>
          <button type="submit">Make a share link</button>
        </form>
      )}
    </section>
  );
}
