CREATE TABLE "verifactu_chain" (
	"issuer_nif" text PRIMARY KEY NOT NULL,
	"last_position" integer NOT NULL,
	"last_record_id" uuid
);
--> statement-breakpoint
CREATE TABLE "verifactu_record" (
	"id" uuid PRIMARY KEY NOT NULL,
	"issuer_nif" text NOT NULL,
	"issuer_name" text NOT NULL,
	"position" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"invoice_number" text NOT NULL,
	"huella" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verifactu_record_position_key" UNIQUE("issuer_nif","position")
);
--> statement-breakpoint
CREATE TABLE "verifactu_submission" (
	"record_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"error_code" text,
	"error_description" text,
	"csv" text,
	"answered_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoice_customer" ADD COLUMN "nif" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "verifactu_submission" ADD CONSTRAINT "verifactu_submission_record_id_verifactu_record_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."verifactu_record"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verifactu_record_document_idx" ON "verifactu_record" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "verifactu_submission_due_idx" ON "verifactu_submission" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE FUNCTION "verifactu_record_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'verifactu_record is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "verifactu_record_no_update_or_delete" BEFORE UPDATE OR DELETE ON "verifactu_record" FOR EACH ROW EXECUTE FUNCTION "verifactu_record_append_only"();--> statement-breakpoint
CREATE TRIGGER "verifactu_record_no_truncate" BEFORE TRUNCATE ON "verifactu_record" FOR EACH STATEMENT EXECUTE FUNCTION "verifactu_record_append_only"();
