import { MistypedCardAddress } from "@/components/card/MistypedCardAddress";

export default function CardNotFound() {
  return (
    <div className="empty-state">
      <h1>No card at this address</h1>
      <MistypedCardAddress />
    </div>
  );
}
