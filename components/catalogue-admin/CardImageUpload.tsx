"use client";
// An editor's images for a card: the front, and the back of an adventure card. Each face is a small form that
// posts the file to /admin/card-images; the answer's reason is shown once, beside the face it concerns.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { CardImage } from "@/components/card/CardImage";
import type { CardImageRef } from "@/lib/card-images/addresses";
import { CARD_IMAGE_FACES } from "@/lib/card-images/upload-schema";

interface Props {
  slug: string;
  name: string;
  twoFaced: boolean;
  images: CardImageRef[];
}

const LABELS = { FRONT: "Front", BACK: "Back (complication face)" } as const;

function FaceUpload({
  slug,
  name,
  face,
  image,
}: {
  slug: string;
  name: string;
  face: CardImageRef["face"];
  image?: CardImageRef;
}) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const id = `card-image-${face.toLowerCase()}`;

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setPending(true);
    setMessage(null);
    try {
      const res = await fetch("/admin/card-images", {
        method: "POST",
        body: new FormData(event.currentTarget),
        headers: { Accept: "application/json" },
      });
      const answer = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
      if (res.ok) {
        setMessage({ error: false, text: "Image saved." });
        router.refresh();
      } else setMessage({ error: true, text: answer?.error?.message ?? `The upload failed (${res.status}).` });
    } catch {
      setMessage({ error: true, text: "The upload did not reach the server. Try again." });
    } finally {
      setPending(false);
    }
  }

  return (
    <form
      className="card-image-upload"
      onSubmit={upload}
      action="/admin/card-images"
      method="post"
      encType="multipart/form-data"
    >
      <input type="hidden" name="slug" value={slug} />
      <input type="hidden" name="face" value={face} />
      <h3>{LABELS[face]}</h3>
      {image ? (
        <CardImage
          image={image}
          alt={face === "FRONT" ? name : `${name}, complication face`}
          width={160}
          sizes="160px"
        />
      ) : (
        <p className="muted">No image yet.</p>
      )}
      <label htmlFor={id}>Image file</label>
      <input
        id={id}
        name="file"
        type="file"
        required
        accept="image/png,image/jpeg,image/webp,image/avif"
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="muted">
        PNG, JPEG, WebP or AVIF, at most 5 MB.
      </p>
      {message && (
        <p role={message.error ? "alert" : "status"} className={message.error ? "field-error" : undefined}>
          {message.text}
        </p>
      )}
      <button type="submit" disabled={pending}>
        {pending ? "Uploading…" : image ? "Replace image" : "Upload image"}
      </button>
    </form>
  );
}

export function CardImageUpload({ slug, name, twoFaced, images }: Props) {
  const faces = CARD_IMAGE_FACES.filter((face) => face === "FRONT" || twoFaced);
  return (
    <section aria-labelledby="card-images-heading">
      <h2 id="card-images-heading">Images</h2>
      <div className="card-image-uploads">
        {faces.map((face) => (
          <FaceUpload key={face} slug={slug} name={name} face={face} image={images.find((i) => i.face === face)} />
        ))}
      </div>
    </section>
  );
}
