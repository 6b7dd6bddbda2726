CREATE TABLE "compliance_action" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"step_id" uuid NOT NULL,
	"action" text NOT NULL,
	"initiator_user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "compliance_plan" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"questionnaire_id" uuid NOT NULL,
	"legal_form" text NOT NULL,
	"top_level_jurisdiction" text NOT NULL,
	"second_level_jurisdiction" text DEFAULT '' NOT NULL,
	"implementation_version" text NOT NULL,
	"approval_status" text NOT NULL,
	"registration_date" text NOT NULL,
	"calendar_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_plan_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "compliance_plan_calendar_token_unique" UNIQUE("calendar_token")
);
--> statement-breakpoint
CREATE TABLE "compliance_questionnaire" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"legal_form" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_questionnaire_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "compliance_step" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"obligation_key" text NOT NULL,
	"position" integer NOT NULL,
	"state" text DEFAULT 'NEW' NOT NULL,
	"due_date" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_step_obligation_unique" UNIQUE("plan_id","obligation_key")
);
--> statement-breakpoint
ALTER TABLE "compliance_action" ADD CONSTRAINT "compliance_action_plan_id_compliance_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."compliance_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_action" ADD CONSTRAINT "compliance_action_step_id_compliance_step_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."compliance_step"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_plan" ADD CONSTRAINT "compliance_plan_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_plan" ADD CONSTRAINT "compliance_plan_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_plan" ADD CONSTRAINT "compliance_plan_questionnaire_id_compliance_questionnaire_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."compliance_questionnaire"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_questionnaire" ADD CONSTRAINT "compliance_questionnaire_order_id_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_questionnaire" ADD CONSTRAINT "compliance_questionnaire_customer_id_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customer"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_step" ADD CONSTRAINT "compliance_step_plan_id_compliance_plan_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."compliance_plan"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_action_step_idx" ON "compliance_action" USING btree ("step_id","created_at");--> statement-breakpoint
CREATE INDEX "compliance_plan_approval_idx" ON "compliance_plan" USING btree ("approval_status","created_at");--> statement-breakpoint
CREATE INDEX "compliance_step_due_idx" ON "compliance_step" USING btree ("state","due_date");