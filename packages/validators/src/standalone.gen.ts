// @ts-nocheck
// DO NOT EDIT: this file is generated from the contract in spec/ by
// targets/validators.ts with ajv standaloneCode (packages/codegen). Run `pnpm generate` after changing spec/.

import { createRequire } from 'node:module';
// ajv's standalone output loads its runtime helpers (formats, string length) with require().
const require = createRequire(import.meta.url);

export const AddApplicantEvent = validate20;
const schema31 = {"title":"AddApplicantEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"addApplicant"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicationStatus":{"description":"The tenancy step (provider spec 3.1), not the 0/1 of updateApplicant.","allOf":[{"$ref":"https://trs.invalid/schemas/TenancyStep"}]},"Status":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"data":{"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/AddedApplicantData"}],"required":["applicantRef"],"properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"}}},"Applicant":{"description":"The full Applicant object, present when the applicant is already completed.","allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantDetails"}],"x-gap":"The fields inside the full Applicant object that events may embed are not shown (provider spec 6.6).","x-assumption":"The embedded object is named Applicant and has the fields of the Applicant schema; it is read tolerantly."},"EntryType":{"type":"string","description":"Kind of entry.","x-gap":"The EntryType text of this event is not shown."}},"$id":"https://trs.invalid/validators/AddApplicantEvent"};
const schema33 = {"title":"ApplicationReference","description":"The tenancy reference (provider spec 2.1): seven digits, zero padded, always a string. Returned by create tenancy as a JSON string and used as {ApplicationRef} or {ReferenceNumber}.","type":"string","pattern":"^[0-9]{7}$","examples":["0001234"],"$id":"https://trs.invalid/schemas/ApplicationReference"};
const schema35 = {"title":"TenancyStep","description":"Step of the tenancy (provider spec 3.1): applicationStatus on updateApplicationStatus and addApplicant. Transitions between steps are not shown; each change is announced by updateApplicationStatus.","type":"integer","x-codes":{"1":"Referencing in progress","2":"Referencing complete","3":"Tenants confirming preferences","4":"Awaiting tenancy agreement","5":"Awaiting tenant signing","6":"Awaiting landlord signing","7":"Awaiting agent signing","8":"Awaiting agent to confirm inventory","9":"Awaiting move-in meter readings","10":"Awaiting move-out meter readings","11":"Complete","12":"Tenancy archived"},"x-gap":"Transitions between tenancy steps are not shown.","examples":[1],"$id":"https://trs.invalid/schemas/TenancyStep"};
const schema36 = {"title":"ApplicantStatus","description":"Status text of an applicant (provider spec 3.2). Named statuses are Created and References in Progress; the set is not closed, so any string is accepted.","type":"string","x-codes":{"Created":"Added; referencing has not started","References in Progress":"Submitted; referencing in progress"},"x-gap":"The full name of the completed status and the other statuses and transitions are not shown.","examples":["References in Progress"],"$id":"https://trs.invalid/schemas/ApplicantStatus"};
const schema39 = {"title":"ApplicantReference","description":"One person on the tenancy (provider spec 2.1): agent prefix followed by seven digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.","type":"string","pattern":"^[A-Z]{1,10}[0-9]{7}$","x-assumption":"The shape of the agent prefix is not shown; we accept one to ten capital letters (every prefix in the provider's material, DY included, is capital letters).","examples":["ABC0004567","DY0000321"],"$id":"https://trs.invalid/schemas/ApplicantReference"};
const schema32 = {"title":"EventMetadata","description":"Envelope fields most agent webhooks carry (provider spec 6.2). Inbound payloads are read tolerantly: no field of the envelope is required here and unknown fields pass; each message states what it requires.","type":"object","properties":{"topic":{"type":"string","description":"The event's topic. Absent on KYC status and legacy report payloads."},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object"},"EntryType":{"type":"string","description":"Kind of entry, for example Status Update, Report Available, Status Update KYC."},"CreationDate":{"type":"string","description":"When the event was raised.","x-gap":"The format of CreationDate is not shown; it is read as text."},"ApplicationId":{"type":"integer","description":"The provider's internal numeric id of the tenancy."},"ApplicantId":{"anyOf":[{"type":"integer"},{"type":"string"}],"description":"The provider's internal id of the applicant, on per-applicant events.","x-gap":"The type of ApplicantId is not shown; an integer or a string is accepted."},"ApplicationExternalReference":{"type":["string","null"],"description":"The tenancy's ExternalReference, as the client set it."},"ApplicantExternalReference":{"type":["string","null"],"description":"The applicant's ExternalReference."}},"$id":"https://trs.invalid/schemas/EventMetadata"};
const pattern4 = new RegExp("^[0-9]{7}$", "u");

function validate21(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/EventMetadata" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate21.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err0 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err1 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(!(data2 && typeof data2 == "object" && !Array.isArray(data2))){
const err3 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err4 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.CreationDate !== undefined){
if(typeof data.CreationDate !== "string"){
const err5 = {instancePath:instancePath+"/CreationDate",schemaPath:"#/properties/CreationDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.ApplicationId !== undefined){
let data5 = data.ApplicationId;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err6 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.ApplicantId !== undefined){
let data6 = data.ApplicantId;
const _errs15 = errors;
let valid2 = false;
const _errs16 = errors;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err7 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs16 === errors;
valid2 = valid2 || _valid0;
const _errs18 = errors;
if(typeof data6 !== "string"){
const err8 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs18 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err9 = {instancePath:instancePath+"/ApplicantId",schemaPath:"#/properties/ApplicantId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationExternalReference !== undefined){
let data7 = data.ApplicationExternalReference;
if((typeof data7 !== "string") && (data7 !== null)){
const err10 = {instancePath:instancePath+"/ApplicationExternalReference",schemaPath:"#/properties/ApplicationExternalReference/type",keyword:"type",params:{type: schema32.properties.ApplicationExternalReference.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ApplicantExternalReference !== undefined){
let data8 = data.ApplicantExternalReference;
if((typeof data8 !== "string") && (data8 !== null)){
const err11 = {instancePath:instancePath+"/ApplicantExternalReference",schemaPath:"#/properties/ApplicantExternalReference/type",keyword:"type",params:{type: schema32.properties.ApplicantExternalReference.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate21.errors = vErrors;
return errors === 0;
}
validate21.evaluated = {"props":{"topic":true,"applicationRef":true,"data":true,"EntryType":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

const schema37 = {"title":"AddedApplicantData","description":"One applicant as addApplicant data and as an entry of createNewTenancy data.applicants: the applicant-event data (applicantRef, applicantStatus, reportType, rentShare) plus type and partnerContactId.","type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantEventData"}],"properties":{"type":{"$ref":"https://trs.invalid/schemas/ApplicantKind"},"partnerContactId":{"description":"The applicant's ExternalReference, as the client set it.","anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}],"x-assumption":"ExternalReference is optional on create, so an applicant without one may send null here; null is accepted."}},"$id":"https://trs.invalid/schemas/AddedApplicantData"};
const schema42 = {"title":"ApplicantKind","description":"Whether the applicant is a tenant or a guarantor (the field type of addApplicant data and of the applicants of createNewTenancy). Seen as tenant or guarantor.","anyOf":[{"type":"string"},{"type":"integer"}],"x-codes":{"tenant":"Tenant","guarantor":"Guarantor"},"x-gap":"Whether type is sent as text (tenant, guarantor) or as an integer code, and the exact spelling of the text, are not shown.","x-assumption":"Read as the text tenant or guarantor; any string, and an integer in case the provider follows 6.1.7 (enumerations are integers), is accepted.","examples":["tenant"],"$id":"https://trs.invalid/schemas/ApplicantKind"};
const schema43 = {"title":"ExternalReference","description":"The client's own id, set on create. Optional; the service never lists or searches by it.","type":"string","examples":["CRM-TEN-88213"],"$id":"https://trs.invalid/schemas/ExternalReference"};
const schema38 = {"title":"ApplicantEventData","description":"The data of applicant events (updateApplicant, addApplicant, Report Available).","type":"object","properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"},"applicantStatus":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"reportType":{"$ref":"https://trs.invalid/schemas/ReportType"},"rentShare":{"type":"number"}},"$id":"https://trs.invalid/schemas/ApplicantEventData"};
const schema41 = {"title":"ReportType","description":"Report product id (provider spec 2.5). Integers, never names.","type":"integer","x-codes":{"1":"Elite","3":"Interim","5":"Essential","6":"Upgraded to Elite","7":"Summary","8":"Essential+","9":"Essential++"},"x-gap":"Ids that appear in events but not in provider spec 2.5 (for example 2) and the dictionary of report types beyond 2.5 are not shown. Any integer is accepted so that a new product does not break a reader.","examples":[1],"$id":"https://trs.invalid/schemas/ReportType"};
const pattern6 = new RegExp("^[A-Z]{1,10}[0-9]{7}$", "u");

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/ApplicantEventData" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applicantRef !== undefined){
let data0 = data.applicantRef;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err0 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.applicantStatus !== undefined){
if(typeof data.applicantStatus !== "string"){
const err2 = {instancePath:instancePath+"/applicantStatus",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.reportType !== undefined){
let data2 = data.reportType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/reportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.rentShare !== undefined){
let data3 = data.rentShare;
if(!((typeof data3 == "number") && (isFinite(data3)))){
const err4 = {instancePath:instancePath+"/rentShare",schemaPath:"#/properties/rentShare/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":{"applicantRef":true,"applicantStatus":true,"reportType":true,"rentShare":true},"dynamicProps":false,"dynamicItems":false};


function validate23(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/AddedApplicantData" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate23.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate24(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.type !== undefined){
let data0 = data.type;
const _errs4 = errors;
let valid3 = false;
const _errs5 = errors;
if(typeof data0 !== "string"){
const err0 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/ApplicantKind/anyOf/0/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
var _valid0 = _errs5 === errors;
valid3 = valid3 || _valid0;
const _errs7 = errors;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/ApplicantKind/anyOf/1/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
var _valid0 = _errs7 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err2 = {instancePath:instancePath+"/type",schemaPath:"https://trs.invalid/schemas/ApplicantKind/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
else {
errors = _errs4;
if(vErrors !== null){
if(_errs4){
vErrors.length = _errs4;
}
else {
vErrors = null;
}
}
}
}
if(data.partnerContactId !== undefined){
let data1 = data.partnerContactId;
const _errs10 = errors;
let valid4 = false;
const _errs11 = errors;
if(typeof data1 !== "string"){
const err3 = {instancePath:instancePath+"/partnerContactId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid1 = _errs11 === errors;
valid4 = valid4 || _valid1;
const _errs14 = errors;
if(data1 !== null){
const err4 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
var _valid1 = _errs14 === errors;
valid4 = valid4 || _valid1;
if(!valid4){
const err5 = {instancePath:instancePath+"/partnerContactId",schemaPath:"#/properties/partnerContactId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate23.errors = vErrors;
return errors === 0;
}
validate23.evaluated = {"props":{"type":true,"partnerContactId":true,"applicantRef":true,"applicantStatus":true,"reportType":true,"rentShare":true},"dynamicProps":false,"dynamicItems":false};

const schema45 = {"title":"ApplicantDetails","description":"Every known field of an applicant (tenant or guarantor), provider spec 2.3, with none required. The base of CreateTenant and Applicant, and the shape of an applicant the service returns or embeds in an event.","type":"object","properties":{"Title":{"$ref":"https://trs.invalid/schemas/Title"},"State":{"type":"string","description":"The title text; needed only when Title is 10 (Other)."},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean","description":"Sent on submit."},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string","description":"Sent on submit."},"ReportType":{"$ref":"https://trs.invalid/schemas/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean","default":false,"description":"When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch."},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/IdentityCheck"},"BirthDay":{"$ref":"https://trs.invalid/schemas/IsoDate"},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string","description":"National Insurance number."},"HasAdverceData":{"type":"boolean","description":"Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider."},"AddressHistory":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/AddressHistoryEntry"}},"SignedConsent":{"$ref":"https://trs.invalid/schemas/SignedConsent"},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantReference"}],"readOnly":true,"description":"The applicant reference, returned by the service."}},"x-gap":"The complete Applicant field list, per-field optional-on-create or mandatory-on-submit flags and the structure of income evidence are not shown. Income evidence is required at submit but, with no field name or structure given, it cannot be written into the contract.","$id":"https://trs.invalid/schemas/ApplicantDetails"};
const schema46 = {"title":"Title","description":"Dictionary code of a person's title. When the code is 10 (Other) the title text goes in State.","type":"integer","x-codes":{"3":"Miss","10":"Other"},"x-gap":"Codes other than 3 (Miss) and 10 (Other) are not shown.","examples":[3],"$id":"https://trs.invalid/schemas/Title"};
const schema48 = {"title":"Money","description":"An amount of money in pounds, as a JSON number.","type":"number","minimum":0,"x-assumption":"The currency is not stated; the service is UK tenancy referencing, so amounts are read as pounds.","examples":[1250],"$id":"https://trs.invalid/schemas/Money"};
const schema49 = {"title":"IdentityCheck","description":"Which identity checks (KYC) to run for the applicant.","type":"object","properties":{"IdVerification":{"type":"boolean"},"RightToRentVerification":{"type":"boolean"},"AMLVerification":{"type":"boolean"},"PEPsAndSanctionsVerification":{"type":"boolean"}},"$id":"https://trs.invalid/schemas/IdentityCheck"};
const schema50 = {"title":"IsoDate","description":"A calendar date written yyyy-MM-dd.","type":"string","format":"date","examples":["2026-12-01"],"$id":"https://trs.invalid/schemas/IsoDate"};
const schema51 = {"title":"MaritalStatus","description":"Dictionary code of marital status.","type":"integer","x-codes":{"7":"Single"},"x-gap":"Codes other than 7 (Single) are not shown.","examples":[7],"$id":"https://trs.invalid/schemas/MaritalStatus"};
const func1 = require("ajv/dist/runtime/ucs2length").default;
const formats0 = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i;
const formats2 = require("ajv-formats/dist/formats").fullFormats.date;
const schema52 = {"title":"AddressHistoryEntry","description":"One address the applicant lived at.","type":"object","properties":{"DateMovedIn":{"$ref":"https://trs.invalid/schemas/IsoDate"},"LivingStatus":{"$ref":"https://trs.invalid/schemas/LivingStatus"},"Address":{"$ref":"https://trs.invalid/schemas/Address"}},"required":["DateMovedIn","Address"],"x-assumption":"Per-field mandatory flags are not shown; we require DateMovedIn and Address.","$id":"https://trs.invalid/schemas/AddressHistoryEntry"};
const schema54 = {"title":"LivingStatus","description":"Dictionary code of how the applicant lived at an address of their history.","type":"integer","x-codes":{"1":"Owner"},"x-gap":"Codes other than 1 (Owner) are not shown.","examples":[1],"$id":"https://trs.invalid/schemas/LivingStatus"};
const schema55 = {"title":"Address","description":"A postal address (provider spec 2.2); also used in address history. All fields are strings.","type":"object","properties":{"Postcode":{"type":"string"},"HouseNumber":{"type":"string"},"Street":{"type":"string"},"Town":{"type":"string"},"County":{"type":"string"},"Country":{"type":"string"}},"required":["Postcode"],"x-assumption":"Which address fields are mandatory is not shown; we require Postcode only.","examples":[{"Postcode":"SW1A 1AA","HouseNumber":"10","Street":"Downing Street","Town":"London","County":"Greater London","Country":"United Kingdom"}],"$id":"https://trs.invalid/schemas/Address"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/AddressHistoryEntry" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DateMovedIn === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DateMovedIn"},message:"must have required property '"+"DateMovedIn"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"},message:"must have required property '"+"Address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.DateMovedIn !== undefined){
let data0 = data.DateMovedIn;
if(typeof data0 === "string"){
if(!(formats2.validate(data0))){
const err2 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.LivingStatus !== undefined){
let data1 = data.LivingStatus;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err4 = {instancePath:instancePath+"/LivingStatus",schemaPath:"https://trs.invalid/schemas/LivingStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Address !== undefined){
let data2 = data.Address;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.Postcode === undefined){
const err5 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/required",keyword:"required",params:{missingProperty: "Postcode"},message:"must have required property '"+"Postcode"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data2.Postcode !== undefined){
if(typeof data2.Postcode !== "string"){
const err6 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/Address/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.HouseNumber !== undefined){
if(typeof data2.HouseNumber !== "string"){
const err7 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.Street !== undefined){
if(typeof data2.Street !== "string"){
const err8 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/Address/properties/Street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.Town !== undefined){
if(typeof data2.Town !== "string"){
const err9 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/Address/properties/Town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.County !== undefined){
if(typeof data2.County !== "string"){
const err10 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/Address/properties/County/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.Country !== undefined){
if(typeof data2.Country !== "string"){
const err11 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/Address/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"props":{"DateMovedIn":true,"LivingStatus":true,"Address":true},"dynamicProps":false,"dynamicItems":false};

const schema56 = {"title":"SignedConsent","description":"The applicant's signed consent to referencing.","type":"object","properties":{"DeliveryMethod":{"$ref":"https://trs.invalid/schemas/DeliveryMethod"}},"required":["DeliveryMethod"],"x-gap":"Fields of SignedConsent beyond DeliveryMethod (for example the uploaded file) are not shown.","$id":"https://trs.invalid/schemas/SignedConsent"};
const schema57 = {"title":"DeliveryMethod","description":"Dictionary code of how signed consent was delivered.","type":"integer","x-codes":{"1":"Upload"},"x-gap":"Codes other than 1 (Upload) are not shown.","examples":[1],"$id":"https://trs.invalid/schemas/DeliveryMethod"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/SignedConsent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeliveryMethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeliveryMethod"},message:"must have required property '"+"DeliveryMethod"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.DeliveryMethod !== undefined){
let data0 = data.DeliveryMethod;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/DeliveryMethod",schemaPath:"https://trs.invalid/schemas/DeliveryMethod/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
else {
const err2 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"props":{"DeliveryMethod":true},"dynamicProps":false,"dynamicItems":false};


function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/ApplicantDetails" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Title !== undefined){
let data0 = data.Title;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/Title/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err1 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data2 = data.FirstName;
if(typeof data2 === "string"){
if(func1(data2) < 1){
const err2 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.LastName !== undefined){
let data3 = data.LastName;
if(typeof data3 === "string"){
if(func1(data3) < 1){
const err4 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err6 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data5 = data.EmailAddress;
if(typeof data5 === "string"){
if(!(formats0.test(data5))){
const err7 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err9 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data7 = data.ReportType;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err10 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data8 = data.ShareOfRent;
if((typeof data8 == "number") && (isFinite(data8))){
if(data8 < 0 || isNaN(data8)){
const err11 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err13 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err14 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err15 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data12 = data.IdentityCheck;
if(data12 && typeof data12 == "object" && !Array.isArray(data12)){
if(data12.IdVerification !== undefined){
if(typeof data12.IdVerification !== "boolean"){
const err16 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data12.RightToRentVerification !== undefined){
if(typeof data12.RightToRentVerification !== "boolean"){
const err17 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data12.AMLVerification !== undefined){
if(typeof data12.AMLVerification !== "boolean"){
const err18 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data12.PEPsAndSanctionsVerification !== undefined){
if(typeof data12.PEPsAndSanctionsVerification !== "boolean"){
const err19 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/IdentityCheck/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data17 = data.BirthDay;
if(typeof data17 === "string"){
if(!(formats2.validate(data17))){
const err21 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data18 = data.Nationality;
if(typeof data18 === "string"){
if(func1(data18) < 1){
const err23 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data19 = data.MaritalStatus;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err25 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/MaritalStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err26 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err27 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err28 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err29 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data24 = data.AddressHistory;
if(Array.isArray(data24)){
const len0 = data24.length;
for(let i0=0; i0<len0; i0++){
if(!(validate28(data24[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data24,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate28.errors : vErrors.concat(validate28.errors);
errors = vErrors.length;
}
}
}
else {
const err30 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate30(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate30.errors : vErrors.concat(validate30.errors);
errors = vErrors.length;
}
}
if(data.ReferenceNumber !== undefined){
let data27 = data.ReferenceNumber;
if(typeof data27 === "string"){
if(!pattern6.test(data27)){
const err31 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
else {
const err33 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"props":{"Title":true,"State":true,"FirstName":true,"LastName":true,"IsNameLegal":true,"EmailAddress":true,"BestPhoneNumber":true,"ReportType":true,"ShareOfRent":true,"RentCoveredByOtherTenant":true,"IsIncomeReferenceRequired":true,"IsApplicantFillingTheForm":true,"IdentityCheck":true,"BirthDay":true,"Nationality":true,"MaritalStatus":true,"AnyPreviousSurnames":true,"HasInsuranceNo":true,"InsuranceNo":true,"HasAdverceData":true,"AddressHistory":true,"SignedConsent":true,"ReferenceNumber":true},"dynamicProps":false,"dynamicItems":false};


function validate20(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/AddApplicantEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate20.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("addApplicant" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "addApplicant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/TenancyStep/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err7 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(!(validate23(data4, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"},message:"must have required property '"+"applicantRef"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err9 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Applicant !== undefined){
if(!(validate27(data.Applicant, {instancePath:instancePath+"/Applicant",parentData:data,parentDataProperty:"Applicant",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate20.errors = vErrors;
return errors === 0;
}
validate20.evaluated = {"props":{"topic":true,"applicationRef":true,"applicationStatus":true,"Status":true,"data":true,"Applicant":true,"EntryType":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const AddNoteEvent = validate33;
const schema59 = {"title":"AddNoteEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"addNote"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object","properties":{"typeId":{"type":"string","description":"Always the text MI."},"description":{"type":"string","description":"The note text."}}},"EntryType":{"type":"string","description":"The variant: UserNote, SystemNote or AuditTrail (with Timestamp, Author and Content), or Professional Guarantor Update (data only).","x-codes":{"UserNote":"A note written by a user (applicant and reference notes)","SystemNote":"A note written by the system","AuditTrail":"An audit-trail line","Professional Guarantor Update":"A professional-guarantor note; carries only data"}},"Timestamp":{"type":"string","description":"When the note was written, an ISO 8601 date-time. UserNote, SystemNote and AuditTrail only.","x-assumption":"No format check: ISO 8601 allows a date-time without an offset, which format date-time (RFC 3339) rejects."},"Author":{"type":"string","description":"Who wrote the note. UserNote, SystemNote and AuditTrail only."},"Content":{"type":"string","description":"The text of the note or audit-trail line. UserNote, SystemNote and AuditTrail only."}},"x-assumption":"\"Carries only data\" is read as: a Professional Guarantor Update has topic, applicationRef and data but no Timestamp, Author or Content; it needs topic to be dispatched at all, and a note is written against a tenancy.","x-gap":"How data.description relates to Content on UserNote, SystemNote and AuditTrail, and whether notes say which applicant they concern, are not shown (the fields of note and audit-trail records are not shown, provider spec 2.7).","$id":"https://trs.invalid/validators/AddNoteEvent"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/AddNoteEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("addNote" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "addNote"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.typeId !== undefined){
if(typeof data2.typeId !== "string"){
const err6 = {instancePath:instancePath+"/data/typeId",schemaPath:"#/properties/data/properties/typeId/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data2.description !== undefined){
if(typeof data2.description !== "string"){
const err7 = {instancePath:instancePath+"/data/description",schemaPath:"#/properties/data/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Timestamp !== undefined){
if(typeof data.Timestamp !== "string"){
const err10 = {instancePath:instancePath+"/Timestamp",schemaPath:"#/properties/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.Author !== undefined){
if(typeof data.Author !== "string"){
const err11 = {instancePath:instancePath+"/Author",schemaPath:"#/properties/Author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Content !== undefined){
if(typeof data.Content !== "string"){
const err12 = {instancePath:instancePath+"/Content",schemaPath:"#/properties/Content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"props":{"topic":true,"applicationRef":true,"data":true,"EntryType":true,"Timestamp":true,"Author":true,"Content":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const AgreedRentConfirmationFinalisedEvent = validate35;
const schema61 = {"title":"AgreedRentConfirmationFinalisedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"agreedRentConfirmationFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string","description":"Internal storage key of the agreed-rent confirmation, not a URL. The document itself arrives through the matching uploadPartnerDocument event."},"documentName":{"type":"string","description":"File name of the agreed-rent confirmation."}},"$id":"https://trs.invalid/validators/AgreedRentConfirmationFinalisedEvent"};
const schema62 = {"title":"RentReviewEvent","description":"Top-level fields every rent-review event carries (provider spec 6.4, rent review topics): applicationRef, partnerTenancyId, ApplicationId and EntryType. Money is a number, dates are yyyy-MM-dd, frequencies are text. A documentS3Key is an internal key, not a URL: the document itself arrives through the matching uploadPartnerDocument event (documentType 28 to 30).","type":"object","x-gap":"How a rent-review event and its uploadPartnerDocument event are paired is not shown: uploadPartnerDocument carries no documentS3Key.","x-assumption":"Pair them by applicationRef, the documentType that matches the topic (28 rent increase notice, 29 agreed rent confirmation, 30 withdrawal notice) and fileName equal to documentName.","properties":{"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"partnerTenancyId":{"description":"The tenancy's ExternalReference, as the client set it on create.","anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}],"x-assumption":"ExternalReference is optional on create, so a tenancy without one may send null here; null is accepted."},"ApplicationId":{"type":"integer","description":"The provider's internal numeric id of the tenancy."},"EntryType":{"type":"string","description":"Kind of entry of the rent-review event.","x-gap":"The EntryType text of each rent-review topic is not shown; it is read as any string. The examples use the topic written as words (e.g. Rent Increase Notice Issued) as a placeholder."}},"$id":"https://trs.invalid/schemas/RentReviewEvent"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/RentReviewEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.applicationRef !== undefined){
let data0 = data.applicationRef;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err0 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.partnerTenancyId !== undefined){
let data1 = data.partnerTenancyId;
const _errs5 = errors;
let valid2 = false;
const _errs6 = errors;
if(typeof data1 !== "string"){
const err2 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
var _valid0 = _errs6 === errors;
valid2 = valid2 || _valid0;
const _errs9 = errors;
if(data1 !== null){
const err3 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
var _valid0 = _errs9 === errors;
valid2 = valid2 || _valid0;
if(!valid2){
const err4 = {instancePath:instancePath+"/partnerTenancyId",schemaPath:"#/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
else {
errors = _errs5;
if(vErrors !== null){
if(_errs5){
vErrors.length = _errs5;
}
else {
vErrors = null;
}
}
}
}
if(data.ApplicationId !== undefined){
let data2 = data.ApplicationId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/ApplicationId",schemaPath:"#/properties/ApplicationId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err6 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"props":{"applicationRef":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true},"dynamicProps":false,"dynamicItems":false};


function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/AgreedRentConfirmationFinalisedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("agreedRentConfirmationFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationFinalised"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"props":{"topic":true,"applicationRef":true,"documentS3Key":true,"documentName":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const AgreedRentConfirmationIssuedEvent = validate39;
const schema66 = {"title":"AgreedRentConfirmationIssuedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"agreedRentConfirmationIssued"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string","description":"Internal storage key of the agreed-rent confirmation, not a URL. The document itself arrives through the matching uploadPartnerDocument event."},"documentName":{"type":"string","description":"File name of the agreed-rent confirmation."},"journalNoteText":{"type":"string","description":"Text of the journal note written for this step of the rent review."},"statusText":{"type":"string","description":"Status of the rent review, as text."},"agreedRentAmount":{"description":"The agreed rent.","allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"agreedRentStartDate":{"description":"The date from which the agreed rent applies.","allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]}},"x-gap":"No frequency is listed for the agreed rent; whether one is sent, and under which name, is not shown.","$id":"https://trs.invalid/validators/AgreedRentConfirmationIssuedEvent"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/AgreedRentConfirmationIssuedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("agreedRentConfirmationIssued" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "agreedRentConfirmationIssued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err8 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.agreedRentAmount !== undefined){
let data6 = data.agreedRentAmount;
if((typeof data6 == "number") && (isFinite(data6))){
if(data6 < 0 || isNaN(data6)){
const err9 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/agreedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.agreedRentStartDate !== undefined){
let data7 = data.agreedRentStartDate;
if(typeof data7 === "string"){
if(!(formats2.validate(data7))){
const err11 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/agreedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"props":{"topic":true,"applicationRef":true,"documentS3Key":true,"documentName":true,"journalNoteText":true,"statusText":true,"agreedRentAmount":true,"agreedRentStartDate":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const Applicant = validate42;
const schema70 = {"$ref":"https://trs.invalid/schemas/closed/Applicant","$id":"https://trs.invalid/validators/Applicant"};
const schema71 = {"title":"Applicant","description":"The full Applicant, sent to submit a tenant or guarantor and to create-and-submit in one call. Its required list holds the submit-time fields of provider spec 2.3: date of birth, nationality, marital status, address history and signed consent, even if they were left out on create.","type":"object","required":["FirstName","LastName","EmailAddress","BirthDay","Nationality","MaritalStatus","AddressHistory","SignedConsent"],"properties":{"AddressHistory":{"allOf":[{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},{"type":"array","minItems":1}]},"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string","description":"The title text; needed only when Title is 10 (Other)."},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean","description":"Sent on submit."},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string","description":"Sent on submit."},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean","default":false,"description":"When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch."},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string","description":"National Insurance number."},"HasAdverceData":{"type":"boolean","description":"Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider."},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}],"readOnly":true,"description":"The applicant reference, returned by the service."}},"if":{"properties":{"Title":{"const":10}},"required":["Title"]},"then":{"properties":{"State":{"type":"string","minLength":1}},"required":["State"]},"x-gap":"Income evidence is also required at submit, but its field name and structure are not shown.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Applicant"};
const schema76 = {"title":"Title","description":"Dictionary code of a person's title. When the code is 10 (Other) the title text goes in State.","type":"integer","x-codes":{"3":"Miss","10":"Other"},"x-gap":"Codes other than 3 (Miss) and 10 (Other) are not shown.","examples":[3],"$id":"https://trs.invalid/schemas/closed/Title"};
const schema77 = {"title":"ReportType","description":"Report product id (provider spec 2.5). Integers, never names.","type":"integer","x-codes":{"1":"Elite","3":"Interim","5":"Essential","6":"Upgraded to Elite","7":"Summary","8":"Essential+","9":"Essential++"},"x-gap":"Ids that appear in events but not in provider spec 2.5 (for example 2) and the dictionary of report types beyond 2.5 are not shown. Any integer is accepted so that a new product does not break a reader.","examples":[1],"$id":"https://trs.invalid/schemas/closed/ReportType"};
const schema78 = {"title":"Money","description":"An amount of money in pounds, as a JSON number.","type":"number","minimum":0,"x-assumption":"The currency is not stated; the service is UK tenancy referencing, so amounts are read as pounds.","examples":[1250],"$id":"https://trs.invalid/schemas/closed/Money"};
const schema79 = {"title":"IdentityCheck","description":"Which identity checks (KYC) to run for the applicant.","type":"object","properties":{"IdVerification":{"type":"boolean"},"RightToRentVerification":{"type":"boolean"},"AMLVerification":{"type":"boolean"},"PEPsAndSanctionsVerification":{"type":"boolean"}},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/IdentityCheck"};
const schema73 = {"title":"IsoDate","description":"A calendar date written yyyy-MM-dd.","type":"string","format":"date","examples":["2026-12-01"],"$id":"https://trs.invalid/schemas/closed/IsoDate"};
const schema81 = {"title":"MaritalStatus","description":"Dictionary code of marital status.","type":"integer","x-codes":{"7":"Single"},"x-gap":"Codes other than 7 (Single) are not shown.","examples":[7],"$id":"https://trs.invalid/schemas/closed/MaritalStatus"};
const schema84 = {"title":"ApplicantReference","description":"One person on the tenancy (provider spec 2.1): agent prefix followed by seven digits. Self-service drafts use the prefix DY. On the Applicant object this is ReferenceNumber.","type":"string","pattern":"^[A-Z]{1,10}[0-9]{7}$","x-assumption":"The shape of the agent prefix is not shown; we accept one to ten capital letters (every prefix in the provider's material, DY included, is capital letters).","examples":["ABC0004567","DY0000321"],"$id":"https://trs.invalid/schemas/closed/ApplicantReference"};
const func5 = Object.prototype.hasOwnProperty;
const schema72 = {"title":"AddressHistoryEntry","description":"One address the applicant lived at.","type":"object","properties":{"DateMovedIn":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"LivingStatus":{"$ref":"https://trs.invalid/schemas/closed/LivingStatus"},"Address":{"$ref":"https://trs.invalid/schemas/closed/Address"}},"required":["DateMovedIn","Address"],"x-assumption":"Per-field mandatory flags are not shown; we require DateMovedIn and Address.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/AddressHistoryEntry"};
const schema74 = {"title":"LivingStatus","description":"Dictionary code of how the applicant lived at an address of their history.","type":"integer","x-codes":{"1":"Owner"},"x-gap":"Codes other than 1 (Owner) are not shown.","examples":[1],"$id":"https://trs.invalid/schemas/closed/LivingStatus"};
const schema75 = {"title":"Address","description":"A postal address (provider spec 2.2); also used in address history. All fields are strings.","type":"object","properties":{"Postcode":{"type":"string"},"HouseNumber":{"type":"string"},"Street":{"type":"string"},"Town":{"type":"string"},"County":{"type":"string"},"Country":{"type":"string"}},"required":["Postcode"],"x-assumption":"Which address fields are mandatory is not shown; we require Postcode only.","examples":[{"Postcode":"SW1A 1AA","HouseNumber":"10","Street":"Downing Street","Town":"London","County":"Greater London","Country":"United Kingdom"}],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Address"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/AddressHistoryEntry" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DateMovedIn === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DateMovedIn"},message:"must have required property '"+"DateMovedIn"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Address === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"},message:"must have required property '"+"Address"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((key0 === "DateMovedIn") || (key0 === "LivingStatus")) || (key0 === "Address"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.DateMovedIn !== undefined){
let data0 = data.DateMovedIn;
if(typeof data0 === "string"){
if(!(formats2.validate(data0))){
const err3 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/DateMovedIn",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.LivingStatus !== undefined){
let data1 = data.LivingStatus;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err5 = {instancePath:instancePath+"/LivingStatus",schemaPath:"https://trs.invalid/schemas/closed/LivingStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Address !== undefined){
let data2 = data.Address;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.Postcode === undefined){
const err6 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/required",keyword:"required",params:{missingProperty: "Postcode"},message:"must have required property '"+"Postcode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data2){
if(!((((((key1 === "Postcode") || (key1 === "HouseNumber")) || (key1 === "Street")) || (key1 === "Town")) || (key1 === "County")) || (key1 === "Country"))){
const err7 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data2.Postcode !== undefined){
if(typeof data2.Postcode !== "string"){
const err8 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data2.HouseNumber !== undefined){
if(typeof data2.HouseNumber !== "string"){
const err9 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data2.Street !== undefined){
if(typeof data2.Street !== "string"){
const err10 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data2.Town !== undefined){
if(typeof data2.Town !== "string"){
const err11 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data2.County !== undefined){
if(typeof data2.County !== "string"){
const err12 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/County/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.Country !== undefined){
if(typeof data2.Country !== "string"){
const err13 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema82 = {"title":"SignedConsent","description":"The applicant's signed consent to referencing.","type":"object","properties":{"DeliveryMethod":{"$ref":"https://trs.invalid/schemas/closed/DeliveryMethod"}},"required":["DeliveryMethod"],"x-gap":"Fields of SignedConsent beyond DeliveryMethod (for example the uploaded file) are not shown.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/SignedConsent"};
const schema83 = {"title":"DeliveryMethod","description":"Dictionary code of how signed consent was delivered.","type":"integer","x-codes":{"1":"Upload"},"x-gap":"Codes other than 1 (Upload) are not shown.","examples":[1],"$id":"https://trs.invalid/schemas/closed/DeliveryMethod"};

function validate46(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/SignedConsent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate46.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.DeliveryMethod === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "DeliveryMethod"},message:"must have required property '"+"DeliveryMethod"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "DeliveryMethod")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.DeliveryMethod !== undefined){
let data0 = data.DeliveryMethod;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err2 = {instancePath:instancePath+"/DeliveryMethod",schemaPath:"https://trs.invalid/schemas/closed/DeliveryMethod/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate46.errors = vErrors;
return errors === 0;
}
validate46.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Applicant" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Title === undefined) && (missing0 = "Title")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.Title !== undefined){
if(10 !== data.Title){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.State !== undefined){
let data1 = data.State;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.State = true;
props0.Title = true;
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.FirstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FirstName"},message:"must have required property '"+"FirstName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LastName"},message:"must have required property '"+"LastName"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.EmailAddress === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EmailAddress"},message:"must have required property '"+"EmailAddress"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data.BirthDay === undefined){
const err9 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "BirthDay"},message:"must have required property '"+"BirthDay"+"'"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(data.Nationality === undefined){
const err10 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Nationality"},message:"must have required property '"+"Nationality"+"'"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data.MaritalStatus === undefined){
const err11 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MaritalStatus"},message:"must have required property '"+"MaritalStatus"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data.AddressHistory === undefined){
const err12 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "AddressHistory"},message:"must have required property '"+"AddressHistory"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(data.SignedConsent === undefined){
const err13 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "SignedConsent"},message:"must have required property '"+"SignedConsent"+"'"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
for(const key0 in data){
if(!(func5.call(schema71.properties, key0))){
const err14 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data2 = data.AddressHistory;
if(Array.isArray(data2)){
const len0 = data2.length;
for(let i0=0; i0<len0; i0++){
if(!(validate44(data2[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data2,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err15 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/0/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(Array.isArray(data2)){
if(data2.length < 1){
const err16 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/1/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
else {
const err17 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/allOf/1/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.Title !== undefined){
let data4 = data.Title;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err18 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err19 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data6 = data.FirstName;
if(typeof data6 === "string"){
if(func1(data6) < 1){
const err20 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.LastName !== undefined){
let data7 = data.LastName;
if(typeof data7 === "string"){
if(func1(data7) < 1){
const err22 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err24 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data9 = data.EmailAddress;
if(typeof data9 === "string"){
if(!(formats0.test(data9))){
const err25 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
else {
const err26 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err27 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data11 = data.ReportType;
if(!(((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11))) && (isFinite(data11)))){
const err28 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data12 = data.ShareOfRent;
if((typeof data12 == "number") && (isFinite(data12))){
if(data12 < 0 || isNaN(data12)){
const err29 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
else {
const err30 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err31 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err32 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err33 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data16 = data.IdentityCheck;
if(data16 && typeof data16 == "object" && !Array.isArray(data16)){
for(const key1 in data16){
if(!((((key1 === "IdVerification") || (key1 === "RightToRentVerification")) || (key1 === "AMLVerification")) || (key1 === "PEPsAndSanctionsVerification"))){
const err34 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
if(data16.IdVerification !== undefined){
if(typeof data16.IdVerification !== "boolean"){
const err35 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data16.RightToRentVerification !== undefined){
if(typeof data16.RightToRentVerification !== "boolean"){
const err36 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data16.AMLVerification !== undefined){
if(typeof data16.AMLVerification !== "boolean"){
const err37 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data16.PEPsAndSanctionsVerification !== undefined){
if(typeof data16.PEPsAndSanctionsVerification !== "boolean"){
const err38 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
else {
const err39 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data21 = data.BirthDay;
if(typeof data21 === "string"){
if(!(formats2.validate(data21))){
const err40 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
else {
const err41 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data22 = data.Nationality;
if(typeof data22 === "string"){
if(func1(data22) < 1){
const err42 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data23 = data.MaritalStatus;
if(!(((typeof data23 == "number") && (!(data23 % 1) && !isNaN(data23))) && (isFinite(data23)))){
const err44 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err45 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err46 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err47 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err48 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate46(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.ReferenceNumber !== undefined){
let data29 = data.ReferenceNumber;
if(typeof data29 === "string"){
if(!pattern6.test(data29)){
const err49 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
else {
const err50 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
else {
const err51 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/Applicant" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate43(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate43.errors : vErrors.concat(validate43.errors);
errors = vErrors.length;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ApplicantDetails = validate49;
const schema85 = {"$ref":"https://trs.invalid/schemas/ApplicantDetails","$id":"https://trs.invalid/validators/ApplicantDetails"};

function validate49(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicantDetails" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate49.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate27(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
validate49.errors = vErrors;
return errors === 0;
}
validate49.evaluated = {"props":{"Title":true,"State":true,"FirstName":true,"LastName":true,"IsNameLegal":true,"EmailAddress":true,"BestPhoneNumber":true,"ReportType":true,"ShareOfRent":true,"RentCoveredByOtherTenant":true,"IsIncomeReferenceRequired":true,"IsApplicantFillingTheForm":true,"IdentityCheck":true,"BirthDay":true,"Nationality":true,"MaritalStatus":true,"AnyPreviousSurnames":true,"HasInsuranceNo":true,"InsuranceNo":true,"HasAdverceData":true,"AddressHistory":true,"SignedConsent":true,"ReferenceNumber":true},"dynamicProps":false,"dynamicItems":false};

export const ApplicantReopenedEvent = validate51;
const schema86 = {"title":"ApplicantReopenedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","applicantRef"],"properties":{"topic":{"const":"applicantReopened"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"},"EntryType":{"type":"string","description":"Applicant Reopened."}},"$id":"https://trs.invalid/validators/ApplicantReopenedEvent"};

function validate51(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicantReopenedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate51.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicantRef === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicantRef"},message:"must have required property '"+"applicantRef"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("applicantReopened" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "applicantReopened"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicantRef !== undefined){
let data2 = data.applicantRef;
if(typeof data2 === "string"){
if(!pattern6.test(data2)){
const err6 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate51.errors = vErrors;
return errors === 0;
}
validate51.evaluated = {"props":{"topic":true,"applicationRef":true,"applicantRef":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const Application = validate53;
const schema89 = {"$ref":"https://trs.invalid/schemas/closed/Application","$id":"https://trs.invalid/validators/Application"};
const schema90 = {"title":"Application","description":"Body of create tenancy, POST /Applications/{BranchId} (provider spec 2.2).","type":"object","properties":{"ExternalReference":{"$ref":"https://trs.invalid/schemas/closed/ExternalReference"},"RentalDetails":{"$ref":"https://trs.invalid/schemas/closed/RentalDetails"},"PropertyInformation":{"$ref":"https://trs.invalid/schemas/closed/PropertyInformation"},"InviteLandlordForAMLCheck":{"type":"boolean"},"ReferenceRequired":{"type":"boolean"}},"required":["RentalDetails","PropertyInformation"],"x-assumption":"Per-field mandatory flags are not shown; we require RentalDetails and PropertyInformation.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Application"};
const schema91 = {"title":"ExternalReference","description":"The client's own id, set on create. Optional; the service never lists or searches by it.","type":"string","examples":["CRM-TEN-88213"],"$id":"https://trs.invalid/schemas/closed/ExternalReference"};
const schema92 = {"title":"RentalDetails","description":"Rent and term of the tenancy (provider spec 2.2).","type":"object","properties":{"MonthlyRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"BillsIncludedWithinTheRent":{"type":"boolean"},"TenancyTerm":{"type":"integer","minimum":1,"description":"Length of the tenancy.","x-gap":"The unit of TenancyTerm is not shown (months is the usual reading)."},"TenancyStartDate":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"HowWillTheProperyBeManaged":{"description":"How the property will be managed. The field name is spelled exactly so by the provider.","$ref":"https://trs.invalid/schemas/closed/ManagementType"},"RentalFrequency":{"$ref":"https://trs.invalid/schemas/closed/RentalFrequency"}},"required":["MonthlyRent","TenancyStartDate"],"x-assumption":"Per-field mandatory flags are not shown; we require MonthlyRent and TenancyStartDate, without which no tenancy can be referenced.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/RentalDetails"};
const schema95 = {"title":"ManagementType","description":"Dictionary code of how the property will be managed (RentalDetails.HowWillTheProperyBeManaged).","type":"integer","x-codes":{"3":"Managed"},"x-gap":"Codes other than 3 (Managed) are not shown.","examples":[3],"$id":"https://trs.invalid/schemas/closed/ManagementType"};
const schema96 = {"title":"RentalFrequency","description":"Dictionary code of how often rent is paid.","type":"integer","x-codes":{"1":"Monthly"},"x-gap":"Codes other than 1 (monthly) are not shown.","examples":[1],"$id":"https://trs.invalid/schemas/closed/RentalFrequency"};

function validate55(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentalDetails" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate55.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.MonthlyRent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MonthlyRent"},message:"must have required property '"+"MonthlyRent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TenancyStartDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TenancyStartDate"},message:"must have required property '"+"TenancyStartDate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((((((key0 === "MonthlyRent") || (key0 === "BillsIncludedWithinTheRent")) || (key0 === "TenancyTerm")) || (key0 === "TenancyStartDate")) || (key0 === "HowWillTheProperyBeManaged")) || (key0 === "RentalFrequency"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.MonthlyRent !== undefined){
let data0 = data.MonthlyRent;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err3 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.BillsIncludedWithinTheRent !== undefined){
if(typeof data.BillsIncludedWithinTheRent !== "boolean"){
const err5 = {instancePath:instancePath+"/BillsIncludedWithinTheRent",schemaPath:"#/properties/BillsIncludedWithinTheRent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.TenancyTerm !== undefined){
let data2 = data.TenancyTerm;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err7 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
if(data.TenancyStartDate !== undefined){
let data3 = data.TenancyStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err8 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.HowWillTheProperyBeManaged !== undefined){
let data4 = data.HowWillTheProperyBeManaged;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err10 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"https://trs.invalid/schemas/closed/ManagementType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.RentalFrequency !== undefined){
let data5 = data.RentalFrequency;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err11 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"https://trs.invalid/schemas/closed/RentalFrequency/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate55.errors = vErrors;
return errors === 0;
}
validate55.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

const schema97 = {"title":"PropertyInformation","description":"The let property (provider spec 2.2).","type":"object","properties":{"IsLandlordKnown":{"type":"boolean"},"IsHMO":{"type":"boolean","description":"House in multiple occupation."},"NumberOfBedrooms":{"type":"integer","minimum":0},"Address":{"$ref":"https://trs.invalid/schemas/closed/Address"}},"required":["Address"],"x-assumption":"Per-field mandatory flags are not shown; we require the Address.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/PropertyInformation"};

function validate57(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/PropertyInformation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate57.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"},message:"must have required property '"+"Address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!((((key0 === "IsLandlordKnown") || (key0 === "IsHMO")) || (key0 === "NumberOfBedrooms")) || (key0 === "Address"))){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.IsLandlordKnown !== undefined){
if(typeof data.IsLandlordKnown !== "boolean"){
const err2 = {instancePath:instancePath+"/IsLandlordKnown",schemaPath:"#/properties/IsLandlordKnown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.IsHMO !== undefined){
if(typeof data.IsHMO !== "boolean"){
const err3 = {instancePath:instancePath+"/IsHMO",schemaPath:"#/properties/IsHMO/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.NumberOfBedrooms !== undefined){
let data2 = data.NumberOfBedrooms;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
if(data.Address !== undefined){
let data3 = data.Address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.Postcode === undefined){
const err6 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/required",keyword:"required",params:{missingProperty: "Postcode"},message:"must have required property '"+"Postcode"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
for(const key1 in data3){
if(!((((((key1 === "Postcode") || (key1 === "HouseNumber")) || (key1 === "Street")) || (key1 === "Town")) || (key1 === "County")) || (key1 === "Country"))){
const err7 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.Postcode !== undefined){
if(typeof data3.Postcode !== "string"){
const err8 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.HouseNumber !== undefined){
if(typeof data3.HouseNumber !== "string"){
const err9 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.Street !== undefined){
if(typeof data3.Street !== "string"){
const err10 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.Town !== undefined){
if(typeof data3.Town !== "string"){
const err11 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data3.County !== undefined){
if(typeof data3.County !== "string"){
const err12 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/County/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data3.Country !== undefined){
if(typeof data3.Country !== "string"){
const err13 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/closed/Address/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/closed/Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate57.errors = vErrors;
return errors === 0;
}
validate57.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate54(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Application" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate54.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.RentalDetails === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "RentalDetails"},message:"must have required property '"+"RentalDetails"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.PropertyInformation === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "PropertyInformation"},message:"must have required property '"+"PropertyInformation"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!(((((key0 === "ExternalReference") || (key0 === "RentalDetails")) || (key0 === "PropertyInformation")) || (key0 === "InviteLandlordForAMLCheck")) || (key0 === "ReferenceRequired"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
if(typeof data.ExternalReference !== "string"){
const err3 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/closed/ExternalReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.RentalDetails !== undefined){
if(!(validate55(data.RentalDetails, {instancePath:instancePath+"/RentalDetails",parentData:data,parentDataProperty:"RentalDetails",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate55.errors : vErrors.concat(validate55.errors);
errors = vErrors.length;
}
}
if(data.PropertyInformation !== undefined){
if(!(validate57(data.PropertyInformation, {instancePath:instancePath+"/PropertyInformation",parentData:data,parentDataProperty:"PropertyInformation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate57.errors : vErrors.concat(validate57.errors);
errors = vErrors.length;
}
}
if(data.InviteLandlordForAMLCheck !== undefined){
if(typeof data.InviteLandlordForAMLCheck !== "boolean"){
const err4 = {instancePath:instancePath+"/InviteLandlordForAMLCheck",schemaPath:"#/properties/InviteLandlordForAMLCheck/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.ReferenceRequired !== undefined){
if(typeof data.ReferenceRequired !== "boolean"){
const err5 = {instancePath:instancePath+"/ReferenceRequired",schemaPath:"#/properties/ReferenceRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate54.errors = vErrors;
return errors === 0;
}
validate54.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate53(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/Application" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate53.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate54(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate54.errors : vErrors.concat(validate54.errors);
errors = vErrors.length;
}
validate53.errors = vErrors;
return errors === 0;
}
validate53.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ApplicationRecord = validate60;
const schema99 = {"$ref":"https://trs.invalid/schemas/ApplicationRecord","$id":"https://trs.invalid/validators/ApplicationRecord"};
const schema100 = {"title":"ApplicationRecord","description":"The application (tenancy) as GET /Applications/{ReferenceNumber} returns it.","type":"object","properties":{"ReferenceNumber":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"ExternalReference":{"$ref":"https://trs.invalid/schemas/ExternalReference"},"RentalDetails":{"$ref":"https://trs.invalid/schemas/RentalDetails"},"PropertyInformation":{"$ref":"https://trs.invalid/schemas/PropertyInformation"},"InviteLandlordForAMLCheck":{"type":"boolean"},"ReferenceRequired":{"type":"boolean"}},"x-gap":"The fields of the application record returned on fetch are not shown.","x-assumption":"We expect the fields of the create body plus the reference and read the record tolerantly: no field is required and unknown fields pass.","$id":"https://trs.invalid/schemas/ApplicationRecord"};
const schema103 = {"title":"RentalDetails","description":"Rent and term of the tenancy (provider spec 2.2).","type":"object","properties":{"MonthlyRent":{"$ref":"https://trs.invalid/schemas/Money"},"BillsIncludedWithinTheRent":{"type":"boolean"},"TenancyTerm":{"type":"integer","minimum":1,"description":"Length of the tenancy.","x-gap":"The unit of TenancyTerm is not shown (months is the usual reading)."},"TenancyStartDate":{"$ref":"https://trs.invalid/schemas/IsoDate"},"HowWillTheProperyBeManaged":{"description":"How the property will be managed. The field name is spelled exactly so by the provider.","$ref":"https://trs.invalid/schemas/ManagementType"},"RentalFrequency":{"$ref":"https://trs.invalid/schemas/RentalFrequency"}},"required":["MonthlyRent","TenancyStartDate"],"x-assumption":"Per-field mandatory flags are not shown; we require MonthlyRent and TenancyStartDate, without which no tenancy can be referenced.","$id":"https://trs.invalid/schemas/RentalDetails"};
const schema106 = {"title":"ManagementType","description":"Dictionary code of how the property will be managed (RentalDetails.HowWillTheProperyBeManaged).","type":"integer","x-codes":{"3":"Managed"},"x-gap":"Codes other than 3 (Managed) are not shown.","examples":[3],"$id":"https://trs.invalid/schemas/ManagementType"};
const schema107 = {"title":"RentalFrequency","description":"Dictionary code of how often rent is paid.","type":"integer","x-codes":{"1":"Monthly"},"x-gap":"Codes other than 1 (monthly) are not shown.","examples":[1],"$id":"https://trs.invalid/schemas/RentalFrequency"};

function validate62(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/RentalDetails" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate62.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.MonthlyRent === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "MonthlyRent"},message:"must have required property '"+"MonthlyRent"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.TenancyStartDate === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "TenancyStartDate"},message:"must have required property '"+"TenancyStartDate"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.MonthlyRent !== undefined){
let data0 = data.MonthlyRent;
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 0 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/MonthlyRent",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.BillsIncludedWithinTheRent !== undefined){
if(typeof data.BillsIncludedWithinTheRent !== "boolean"){
const err4 = {instancePath:instancePath+"/BillsIncludedWithinTheRent",schemaPath:"#/properties/BillsIncludedWithinTheRent/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.TenancyTerm !== undefined){
let data2 = data.TenancyTerm;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 1 || isNaN(data2)){
const err6 = {instancePath:instancePath+"/TenancyTerm",schemaPath:"#/properties/TenancyTerm/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
if(data.TenancyStartDate !== undefined){
let data3 = data.TenancyStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err7 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/TenancyStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.HowWillTheProperyBeManaged !== undefined){
let data4 = data.HowWillTheProperyBeManaged;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err9 = {instancePath:instancePath+"/HowWillTheProperyBeManaged",schemaPath:"https://trs.invalid/schemas/ManagementType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.RentalFrequency !== undefined){
let data5 = data.RentalFrequency;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err10 = {instancePath:instancePath+"/RentalFrequency",schemaPath:"https://trs.invalid/schemas/RentalFrequency/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
validate62.errors = vErrors;
return errors === 0;
}
validate62.evaluated = {"props":{"MonthlyRent":true,"BillsIncludedWithinTheRent":true,"TenancyTerm":true,"TenancyStartDate":true,"HowWillTheProperyBeManaged":true,"RentalFrequency":true},"dynamicProps":false,"dynamicItems":false};

const schema108 = {"title":"PropertyInformation","description":"The let property (provider spec 2.2).","type":"object","properties":{"IsLandlordKnown":{"type":"boolean"},"IsHMO":{"type":"boolean","description":"House in multiple occupation."},"NumberOfBedrooms":{"type":"integer","minimum":0},"Address":{"$ref":"https://trs.invalid/schemas/Address"}},"required":["Address"],"x-assumption":"Per-field mandatory flags are not shown; we require the Address.","$id":"https://trs.invalid/schemas/PropertyInformation"};

function validate64(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/PropertyInformation" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate64.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Address === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Address"},message:"must have required property '"+"Address"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.IsLandlordKnown !== undefined){
if(typeof data.IsLandlordKnown !== "boolean"){
const err1 = {instancePath:instancePath+"/IsLandlordKnown",schemaPath:"#/properties/IsLandlordKnown/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.IsHMO !== undefined){
if(typeof data.IsHMO !== "boolean"){
const err2 = {instancePath:instancePath+"/IsHMO",schemaPath:"#/properties/IsHMO/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.NumberOfBedrooms !== undefined){
let data2 = data.NumberOfBedrooms;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err3 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err4 = {instancePath:instancePath+"/NumberOfBedrooms",schemaPath:"#/properties/NumberOfBedrooms/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
if(data.Address !== undefined){
let data3 = data.Address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.Postcode === undefined){
const err5 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/required",keyword:"required",params:{missingProperty: "Postcode"},message:"must have required property '"+"Postcode"+"'"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data3.Postcode !== undefined){
if(typeof data3.Postcode !== "string"){
const err6 = {instancePath:instancePath+"/Address/Postcode",schemaPath:"https://trs.invalid/schemas/Address/properties/Postcode/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.HouseNumber !== undefined){
if(typeof data3.HouseNumber !== "string"){
const err7 = {instancePath:instancePath+"/Address/HouseNumber",schemaPath:"https://trs.invalid/schemas/Address/properties/HouseNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.Street !== undefined){
if(typeof data3.Street !== "string"){
const err8 = {instancePath:instancePath+"/Address/Street",schemaPath:"https://trs.invalid/schemas/Address/properties/Street/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.Town !== undefined){
if(typeof data3.Town !== "string"){
const err9 = {instancePath:instancePath+"/Address/Town",schemaPath:"https://trs.invalid/schemas/Address/properties/Town/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.County !== undefined){
if(typeof data3.County !== "string"){
const err10 = {instancePath:instancePath+"/Address/County",schemaPath:"https://trs.invalid/schemas/Address/properties/County/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.Country !== undefined){
if(typeof data3.Country !== "string"){
const err11 = {instancePath:instancePath+"/Address/Country",schemaPath:"https://trs.invalid/schemas/Address/properties/Country/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/Address",schemaPath:"https://trs.invalid/schemas/Address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate64.errors = vErrors;
return errors === 0;
}
validate64.evaluated = {"props":{"IsLandlordKnown":true,"IsHMO":true,"NumberOfBedrooms":true,"Address":true},"dynamicProps":false,"dynamicItems":false};


function validate61(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/ApplicationRecord" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate61.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNumber !== undefined){
let data0 = data.ReferenceNumber;
if(typeof data0 === "string"){
if(!pattern4.test(data0)){
const err0 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ExternalReference !== undefined){
if(typeof data.ExternalReference !== "string"){
const err2 = {instancePath:instancePath+"/ExternalReference",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.RentalDetails !== undefined){
if(!(validate62(data.RentalDetails, {instancePath:instancePath+"/RentalDetails",parentData:data,parentDataProperty:"RentalDetails",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate62.errors : vErrors.concat(validate62.errors);
errors = vErrors.length;
}
}
if(data.PropertyInformation !== undefined){
if(!(validate64(data.PropertyInformation, {instancePath:instancePath+"/PropertyInformation",parentData:data,parentDataProperty:"PropertyInformation",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate64.errors : vErrors.concat(validate64.errors);
errors = vErrors.length;
}
}
if(data.InviteLandlordForAMLCheck !== undefined){
if(typeof data.InviteLandlordForAMLCheck !== "boolean"){
const err3 = {instancePath:instancePath+"/InviteLandlordForAMLCheck",schemaPath:"#/properties/InviteLandlordForAMLCheck/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.ReferenceRequired !== undefined){
if(typeof data.ReferenceRequired !== "boolean"){
const err4 = {instancePath:instancePath+"/ReferenceRequired",schemaPath:"#/properties/ReferenceRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate61.errors = vErrors;
return errors === 0;
}
validate61.evaluated = {"props":{"ReferenceNumber":true,"ExternalReference":true,"RentalDetails":true,"PropertyInformation":true,"InviteLandlordForAMLCheck":true,"ReferenceRequired":true},"dynamicProps":false,"dynamicItems":false};


function validate60(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicationRecord" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate60.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate61(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate61.errors : vErrors.concat(validate61.errors);
errors = vErrors.length;
}
validate60.errors = vErrors;
return errors === 0;
}
validate60.evaluated = {"props":{"ReferenceNumber":true,"ExternalReference":true,"RentalDetails":true,"PropertyInformation":true,"InviteLandlordForAMLCheck":true,"ReferenceRequired":true},"dynamicProps":false,"dynamicItems":false};

export const ApplicationReference = validate67;
const schema110 = {"$ref":"https://trs.invalid/schemas/ApplicationReference","$id":"https://trs.invalid/validators/ApplicationReference"};

function validate67(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/ApplicationReference" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate67.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(!pattern4.test(data)){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate67.errors = vErrors;
return errors === 0;
}
validate67.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const AuditTrail = validate68;
const schema112 = {"$ref":"https://trs.invalid/schemas/AuditTrail","$id":"https://trs.invalid/validators/AuditTrail"};
const schema113 = {"title":"AuditTrail","description":"The audit trail of a tenancy, as GET …/AuditTrail returns it.","type":"array","items":{"$ref":"https://trs.invalid/schemas/AuditTrailRecord"},"$id":"https://trs.invalid/schemas/AuditTrail"};
const schema114 = {"title":"AuditTrailRecord","description":"One line of the tenancy's audit trail, as GET …/AuditTrail returns it.","type":"object","x-gap":"Fields of audit-trail records are not shown.","x-assumption":"We expect the fields the addNote event carries for EntryType AuditTrail and read the record tolerantly.","properties":{"Timestamp":{"type":"string","format":"date-time"},"Author":{"type":"string"},"Content":{"type":"string"}},"$id":"https://trs.invalid/schemas/AuditTrailRecord"};
const formats18 = require("ajv-formats/dist/formats").fullFormats["date-time"];

function validate69(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/AuditTrail" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate69.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Timestamp !== undefined){
let data1 = data0.Timestamp;
if(typeof data1 === "string"){
if(!(formats18.validate(data1))){
const err0 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.Author !== undefined){
if(typeof data0.Author !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/Author",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.Content !== undefined){
if(typeof data0.Content !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/Content",schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/properties/Content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/AuditTrailRecord/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate69.errors = vErrors;
return errors === 0;
}
validate69.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate68(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/AuditTrail" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate68.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate69(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate69.errors : vErrors.concat(validate69.errors);
errors = vErrors.length;
}
validate68.errors = vErrors;
return errors === 0;
}
validate68.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const BranchList = validate71;
const schema115 = {"$ref":"https://trs.invalid/schemas/BranchList","$id":"https://trs.invalid/validators/BranchList"};
const schema116 = {"title":"BranchList","description":"The branches the service user belongs to, as GET /Branches returns them.","type":"array","items":{"$ref":"https://trs.invalid/schemas/Branch"},"$id":"https://trs.invalid/schemas/BranchList"};
const schema117 = {"title":"Branch","description":"A branch the service user belongs to; its Id is the BranchId of create tenancy.","type":"object","properties":{"Id":{"$ref":"https://trs.invalid/schemas/BranchId"}},"required":["Id"],"x-gap":"Fields of branch records beyond Id are not shown.","$id":"https://trs.invalid/schemas/Branch"};
const schema118 = {"title":"BranchId","description":"A branch, taken from the Id of an entry of GET /Branches (provider spec 2.1). An integer, never a tenancy reference.","type":"integer","minimum":1,"examples":[42],"$id":"https://trs.invalid/schemas/BranchId"};

function validate73(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/Branch" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate73.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Id === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Id"},message:"must have required property '"+"Id"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Id !== undefined){
let data0 = data.Id;
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err1 = {instancePath:instancePath+"/Id",schemaPath:"https://trs.invalid/schemas/BranchId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if((typeof data0 == "number") && (isFinite(data0))){
if(data0 < 1 || isNaN(data0)){
const err2 = {instancePath:instancePath+"/Id",schemaPath:"https://trs.invalid/schemas/BranchId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
}
}
else {
const err3 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
validate73.errors = vErrors;
return errors === 0;
}
validate73.evaluated = {"props":{"Id":true},"dynamicProps":false,"dynamicItems":false};


function validate72(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/BranchList" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate72.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate73(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate73.errors : vErrors.concat(validate73.errors);
errors = vErrors.length;
}
}
}
else {
const err0 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate72.errors = vErrors;
return errors === 0;
}
validate72.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate71(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/BranchList" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate71.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate72(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate72.errors : vErrors.concat(validate72.errors);
errors = vErrors.length;
}
validate71.errors = vErrors;
return errors === 0;
}
validate71.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const CancellationReason = validate76;
const schema119 = {"$ref":"https://trs.invalid/schemas/closed/CancellationReason","$id":"https://trs.invalid/validators/CancellationReason"};
const schema120 = {"title":"CancellationReason","description":"Body of cancel tenancy, a single JSON string holding the reason.","type":"string","minLength":1,"examples":["Tenant withdrew before referencing started"],"$id":"https://trs.invalid/schemas/closed/CancellationReason"};

function validate76(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/CancellationReason" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate76.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(typeof data === "string"){
if(func1(data) < 1){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/CancellationReason/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/CancellationReason/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate76.errors = vErrors;
return errors === 0;
}
validate76.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const CreateNewTenancyEvent = validate77;
const schema121 = {"title":"CreateNewTenancyEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"createNewTenancy"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object","properties":{"address":{"type":"object","description":"The property address.","properties":{"addressLine1":{"type":["string","null"]},"addressLine2":{"type":["string","null"]},"town":{"type":["string","null"]},"county":{"type":["string","null"]},"postcode":{"type":["string","null"]},"country":{"type":["string","null"]}},"x-assumption":"The provider spec names the six address fields but not whether an empty one is sent as null, an empty string or left out; all three are accepted."},"applicants":{"type":"array","description":"The applicants on the tenancy when it was created.","items":{"$ref":"https://trs.invalid/schemas/AddedApplicantData"}},"partnerTenancyId":{"description":"The tenancy's ExternalReference.","anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}],"x-assumption":"ExternalReference is optional on create, so null is accepted."},"partnerApplicantId":{"description":"An applicant's ExternalReference (an external reference of the partner).","anyOf":[{"$ref":"https://trs.invalid/schemas/ExternalReference"},{"type":"null"}],"x-gap":"Which applicant partnerApplicantId names when the tenancy has several is not shown.","x-assumption":"ExternalReference is optional on create, so null is accepted."},"partnerCustomerEmail":{"type":["string","null"],"description":"E-mail address of the partner's customer.","x-gap":"Whose e-mail address partnerCustomerEmail holds is not shown beyond its name.","x-assumption":"Read as text without an e-mail format check; null is accepted."},"branchId":{"$ref":"https://trs.invalid/schemas/BranchId"},"branchName":{"type":"string"},"agentId":{"anyOf":[{"type":"integer"},{"type":"string"}],"description":"The agent's id at the provider.","x-gap":"The type of agentId is not shown; an integer or a string is accepted."},"referencingServiceType":{"type":"integer","description":"Integer code of the referencing service.","x-gap":"The meaning of the values of referencingServiceType is not shown (provider spec 6.6)."},"applicationType":{"type":"integer","description":"Integer code of the kind of application.","x-gap":"The meaning of the values of applicationType is not shown (provider spec 6.6)."}}},"EntryType":{"type":"string","description":"Kind of entry.","x-gap":"The EntryType text of this event is not shown."}},"$id":"https://trs.invalid/validators/CreateNewTenancyEvent"};

function validate77(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/CreateNewTenancyEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate77.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("createNewTenancy" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "createNewTenancy"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.address !== undefined){
let data3 = data2.address;
if(data3 && typeof data3 == "object" && !Array.isArray(data3)){
if(data3.addressLine1 !== undefined){
let data4 = data3.addressLine1;
if((typeof data4 !== "string") && (data4 !== null)){
const err6 = {instancePath:instancePath+"/data/address/addressLine1",schemaPath:"#/properties/data/properties/address/properties/addressLine1/type",keyword:"type",params:{type: schema121.properties.data.properties.address.properties.addressLine1.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data3.addressLine2 !== undefined){
let data5 = data3.addressLine2;
if((typeof data5 !== "string") && (data5 !== null)){
const err7 = {instancePath:instancePath+"/data/address/addressLine2",schemaPath:"#/properties/data/properties/address/properties/addressLine2/type",keyword:"type",params:{type: schema121.properties.data.properties.address.properties.addressLine2.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data3.town !== undefined){
let data6 = data3.town;
if((typeof data6 !== "string") && (data6 !== null)){
const err8 = {instancePath:instancePath+"/data/address/town",schemaPath:"#/properties/data/properties/address/properties/town/type",keyword:"type",params:{type: schema121.properties.data.properties.address.properties.town.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data3.county !== undefined){
let data7 = data3.county;
if((typeof data7 !== "string") && (data7 !== null)){
const err9 = {instancePath:instancePath+"/data/address/county",schemaPath:"#/properties/data/properties/address/properties/county/type",keyword:"type",params:{type: schema121.properties.data.properties.address.properties.county.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data3.postcode !== undefined){
let data8 = data3.postcode;
if((typeof data8 !== "string") && (data8 !== null)){
const err10 = {instancePath:instancePath+"/data/address/postcode",schemaPath:"#/properties/data/properties/address/properties/postcode/type",keyword:"type",params:{type: schema121.properties.data.properties.address.properties.postcode.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data3.country !== undefined){
let data9 = data3.country;
if((typeof data9 !== "string") && (data9 !== null)){
const err11 = {instancePath:instancePath+"/data/address/country",schemaPath:"#/properties/data/properties/address/properties/country/type",keyword:"type",params:{type: schema121.properties.data.properties.address.properties.country.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
}
else {
const err12 = {instancePath:instancePath+"/data/address",schemaPath:"#/properties/data/properties/address/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data2.applicants !== undefined){
let data10 = data2.applicants;
if(Array.isArray(data10)){
const len0 = data10.length;
for(let i0=0; i0<len0; i0++){
if(!(validate23(data10[i0], {instancePath:instancePath+"/data/applicants/" + i0,parentData:data10,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate23.errors : vErrors.concat(validate23.errors);
errors = vErrors.length;
}
}
}
else {
const err13 = {instancePath:instancePath+"/data/applicants",schemaPath:"#/properties/data/properties/applicants/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.partnerTenancyId !== undefined){
let data12 = data2.partnerTenancyId;
const _errs26 = errors;
let valid7 = false;
const _errs27 = errors;
if(typeof data12 !== "string"){
const err14 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs27 === errors;
valid7 = valid7 || _valid0;
const _errs30 = errors;
if(data12 !== null){
const err15 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/properties/data/properties/partnerTenancyId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs30 === errors;
valid7 = valid7 || _valid0;
if(!valid7){
const err16 = {instancePath:instancePath+"/data/partnerTenancyId",schemaPath:"#/properties/data/properties/partnerTenancyId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerApplicantId !== undefined){
let data13 = data2.partnerApplicantId;
const _errs33 = errors;
let valid9 = false;
const _errs34 = errors;
if(typeof data13 !== "string"){
const err17 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"https://trs.invalid/schemas/ExternalReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid1 = _errs34 === errors;
valid9 = valid9 || _valid1;
const _errs37 = errors;
if(data13 !== null){
const err18 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/properties/data/properties/partnerApplicantId/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid1 = _errs37 === errors;
valid9 = valid9 || _valid1;
if(!valid9){
const err19 = {instancePath:instancePath+"/data/partnerApplicantId",schemaPath:"#/properties/data/properties/partnerApplicantId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
if(data2.partnerCustomerEmail !== undefined){
let data14 = data2.partnerCustomerEmail;
if((typeof data14 !== "string") && (data14 !== null)){
const err20 = {instancePath:instancePath+"/data/partnerCustomerEmail",schemaPath:"#/properties/data/properties/partnerCustomerEmail/type",keyword:"type",params:{type: schema121.properties.data.properties.partnerCustomerEmail.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data2.branchId !== undefined){
let data15 = data2.branchId;
if(!(((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15))) && (isFinite(data15)))){
const err21 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/BranchId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if((typeof data15 == "number") && (isFinite(data15))){
if(data15 < 1 || isNaN(data15)){
const err22 = {instancePath:instancePath+"/data/branchId",schemaPath:"https://trs.invalid/schemas/BranchId/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
}
if(data2.branchName !== undefined){
if(typeof data2.branchName !== "string"){
const err23 = {instancePath:instancePath+"/data/branchName",schemaPath:"#/properties/data/properties/branchName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data2.agentId !== undefined){
let data17 = data2.agentId;
const _errs47 = errors;
let valid12 = false;
const _errs48 = errors;
if(!(((typeof data17 == "number") && (!(data17 % 1) && !isNaN(data17))) && (isFinite(data17)))){
const err24 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/0/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs48 === errors;
valid12 = valid12 || _valid2;
const _errs50 = errors;
if(typeof data17 !== "string"){
const err25 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf/1/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs50 === errors;
valid12 = valid12 || _valid2;
if(!valid12){
const err26 = {instancePath:instancePath+"/data/agentId",schemaPath:"#/properties/data/properties/agentId/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs47;
if(vErrors !== null){
if(_errs47){
vErrors.length = _errs47;
}
else {
vErrors = null;
}
}
}
}
if(data2.referencingServiceType !== undefined){
let data18 = data2.referencingServiceType;
if(!(((typeof data18 == "number") && (!(data18 % 1) && !isNaN(data18))) && (isFinite(data18)))){
const err27 = {instancePath:instancePath+"/data/referencingServiceType",schemaPath:"#/properties/data/properties/referencingServiceType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data2.applicationType !== undefined){
let data19 = data2.applicationType;
if(!(((typeof data19 == "number") && (!(data19 % 1) && !isNaN(data19))) && (isFinite(data19)))){
const err28 = {instancePath:instancePath+"/data/applicationType",schemaPath:"#/properties/data/properties/applicationType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
}
else {
const err29 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err30 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
validate77.errors = vErrors;
return errors === 0;
}
validate77.evaluated = {"props":{"topic":true,"applicationRef":true,"data":true,"EntryType":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const CreateTenant = validate80;
const schema126 = {"$ref":"https://trs.invalid/schemas/closed/CreateTenant","$id":"https://trs.invalid/validators/CreateTenant"};
const schema127 = {"title":"CreateTenant","description":"Body of add tenant (and, by assumption, add guarantor). Submit-time fields may be left out here; they are required when the details are submitted (see Applicant).","type":"object","required":["FirstName","LastName","EmailAddress"],"if":{"properties":{"Title":{"const":10}},"required":["Title"]},"then":{"properties":{"State":{"type":"string","minLength":1}},"required":["State"]},"x-assumption":"Mandatory-on-create flags are not shown; we require FirstName, LastName and EmailAddress (the service e-mails the applicant's form). Title 10 (Other) requires State, as provider spec 2.3 says.","properties":{"Title":{"$ref":"https://trs.invalid/schemas/closed/Title"},"State":{"type":"string","description":"The title text; needed only when Title is 10 (Other)."},"FirstName":{"type":"string","minLength":1},"LastName":{"type":"string","minLength":1},"IsNameLegal":{"type":"boolean","description":"Sent on submit."},"EmailAddress":{"type":"string","format":"email"},"BestPhoneNumber":{"type":"string","description":"Sent on submit."},"ReportType":{"$ref":"https://trs.invalid/schemas/closed/ReportType"},"ShareOfRent":{"$ref":"https://trs.invalid/schemas/closed/Money"},"RentCoveredByOtherTenant":{"type":"boolean"},"IsIncomeReferenceRequired":{"type":"boolean"},"IsApplicantFillingTheForm":{"type":"boolean","default":false,"description":"When true the service e-mails the applicant a form to fill in and chases the applicant, not the branch."},"IdentityCheck":{"$ref":"https://trs.invalid/schemas/closed/IdentityCheck"},"BirthDay":{"$ref":"https://trs.invalid/schemas/closed/IsoDate"},"Nationality":{"type":"string","minLength":1},"MaritalStatus":{"$ref":"https://trs.invalid/schemas/closed/MaritalStatus"},"AnyPreviousSurnames":{"type":"boolean"},"HasInsuranceNo":{"type":"boolean"},"InsuranceNo":{"type":"string","description":"National Insurance number."},"HasAdverceData":{"type":"boolean","description":"Whether the applicant has adverse credit data. The field name is spelled exactly so by the provider."},"AddressHistory":{"type":"array","items":{"$ref":"https://trs.invalid/schemas/closed/AddressHistoryEntry"}},"SignedConsent":{"$ref":"https://trs.invalid/schemas/closed/SignedConsent"},"ReferenceNumber":{"allOf":[{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"}],"readOnly":true,"description":"The applicant reference, returned by the service."}},"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/CreateTenant"};

function validate81(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/CreateTenant" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate81.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.Title === undefined) && (missing0 = "Title")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.Title !== undefined){
if(10 !== data.Title){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.State === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "State"},message:"must have required property '"+"State"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.State !== undefined){
let data1 = data.State;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/State",schemaPath:"#/then/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.State = true;
props0.Title = true;
}
}
if(!valid0){
const err5 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.FirstName === undefined){
const err6 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "FirstName"},message:"must have required property '"+"FirstName"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data.LastName === undefined){
const err7 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "LastName"},message:"must have required property '"+"LastName"+"'"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(data.EmailAddress === undefined){
const err8 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EmailAddress"},message:"must have required property '"+"EmailAddress"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
for(const key0 in data){
if(!(func5.call(schema127.properties, key0))){
const err9 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.Title !== undefined){
let data2 = data.Title;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err10 = {instancePath:instancePath+"/Title",schemaPath:"https://trs.invalid/schemas/closed/Title/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.State !== undefined){
if(typeof data.State !== "string"){
const err11 = {instancePath:instancePath+"/State",schemaPath:"#/properties/State/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.FirstName !== undefined){
let data4 = data.FirstName;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err12 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/FirstName",schemaPath:"#/properties/FirstName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.LastName !== undefined){
let data5 = data.LastName;
if(typeof data5 === "string"){
if(func1(data5) < 1){
const err14 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/LastName",schemaPath:"#/properties/LastName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.IsNameLegal !== undefined){
if(typeof data.IsNameLegal !== "boolean"){
const err16 = {instancePath:instancePath+"/IsNameLegal",schemaPath:"#/properties/IsNameLegal/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.EmailAddress !== undefined){
let data7 = data.EmailAddress;
if(typeof data7 === "string"){
if(!(formats0.test(data7))){
const err17 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/format",keyword:"format",params:{format: "email"},message:"must match format \""+"email"+"\""};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/EmailAddress",schemaPath:"#/properties/EmailAddress/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.BestPhoneNumber !== undefined){
if(typeof data.BestPhoneNumber !== "string"){
const err19 = {instancePath:instancePath+"/BestPhoneNumber",schemaPath:"#/properties/BestPhoneNumber/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data9 = data.ReportType;
if(!(((typeof data9 == "number") && (!(data9 % 1) && !isNaN(data9))) && (isFinite(data9)))){
const err20 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/closed/ReportType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.ShareOfRent !== undefined){
let data10 = data.ShareOfRent;
if((typeof data10 == "number") && (isFinite(data10))){
if(data10 < 0 || isNaN(data10)){
const err21 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/ShareOfRent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.RentCoveredByOtherTenant !== undefined){
if(typeof data.RentCoveredByOtherTenant !== "boolean"){
const err23 = {instancePath:instancePath+"/RentCoveredByOtherTenant",schemaPath:"#/properties/RentCoveredByOtherTenant/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.IsIncomeReferenceRequired !== undefined){
if(typeof data.IsIncomeReferenceRequired !== "boolean"){
const err24 = {instancePath:instancePath+"/IsIncomeReferenceRequired",schemaPath:"#/properties/IsIncomeReferenceRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
if(data.IsApplicantFillingTheForm !== undefined){
if(typeof data.IsApplicantFillingTheForm !== "boolean"){
const err25 = {instancePath:instancePath+"/IsApplicantFillingTheForm",schemaPath:"#/properties/IsApplicantFillingTheForm/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.IdentityCheck !== undefined){
let data14 = data.IdentityCheck;
if(data14 && typeof data14 == "object" && !Array.isArray(data14)){
for(const key1 in data14){
if(!((((key1 === "IdVerification") || (key1 === "RightToRentVerification")) || (key1 === "AMLVerification")) || (key1 === "PEPsAndSanctionsVerification"))){
const err26 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key1},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data14.IdVerification !== undefined){
if(typeof data14.IdVerification !== "boolean"){
const err27 = {instancePath:instancePath+"/IdentityCheck/IdVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/IdVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data14.RightToRentVerification !== undefined){
if(typeof data14.RightToRentVerification !== "boolean"){
const err28 = {instancePath:instancePath+"/IdentityCheck/RightToRentVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/RightToRentVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
if(data14.AMLVerification !== undefined){
if(typeof data14.AMLVerification !== "boolean"){
const err29 = {instancePath:instancePath+"/IdentityCheck/AMLVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/AMLVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
if(data14.PEPsAndSanctionsVerification !== undefined){
if(typeof data14.PEPsAndSanctionsVerification !== "boolean"){
const err30 = {instancePath:instancePath+"/IdentityCheck/PEPsAndSanctionsVerification",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/properties/PEPsAndSanctionsVerification/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
}
else {
const err31 = {instancePath:instancePath+"/IdentityCheck",schemaPath:"https://trs.invalid/schemas/closed/IdentityCheck/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
if(data.BirthDay !== undefined){
let data19 = data.BirthDay;
if(typeof data19 === "string"){
if(!(formats2.validate(data19))){
const err32 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/BirthDay",schemaPath:"https://trs.invalid/schemas/closed/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
if(data.Nationality !== undefined){
let data20 = data.Nationality;
if(typeof data20 === "string"){
if(func1(data20) < 1){
const err34 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/Nationality",schemaPath:"#/properties/Nationality/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(data.MaritalStatus !== undefined){
let data21 = data.MaritalStatus;
if(!(((typeof data21 == "number") && (!(data21 % 1) && !isNaN(data21))) && (isFinite(data21)))){
const err36 = {instancePath:instancePath+"/MaritalStatus",schemaPath:"https://trs.invalid/schemas/closed/MaritalStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
if(data.AnyPreviousSurnames !== undefined){
if(typeof data.AnyPreviousSurnames !== "boolean"){
const err37 = {instancePath:instancePath+"/AnyPreviousSurnames",schemaPath:"#/properties/AnyPreviousSurnames/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
if(data.HasInsuranceNo !== undefined){
if(typeof data.HasInsuranceNo !== "boolean"){
const err38 = {instancePath:instancePath+"/HasInsuranceNo",schemaPath:"#/properties/HasInsuranceNo/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
if(data.InsuranceNo !== undefined){
if(typeof data.InsuranceNo !== "string"){
const err39 = {instancePath:instancePath+"/InsuranceNo",schemaPath:"#/properties/InsuranceNo/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
if(data.HasAdverceData !== undefined){
if(typeof data.HasAdverceData !== "boolean"){
const err40 = {instancePath:instancePath+"/HasAdverceData",schemaPath:"#/properties/HasAdverceData/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
}
if(data.AddressHistory !== undefined){
let data26 = data.AddressHistory;
if(Array.isArray(data26)){
const len0 = data26.length;
for(let i0=0; i0<len0; i0++){
if(!(validate44(data26[i0], {instancePath:instancePath+"/AddressHistory/" + i0,parentData:data26,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate44.errors : vErrors.concat(validate44.errors);
errors = vErrors.length;
}
}
}
else {
const err41 = {instancePath:instancePath+"/AddressHistory",schemaPath:"#/properties/AddressHistory/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
if(data.SignedConsent !== undefined){
if(!(validate46(data.SignedConsent, {instancePath:instancePath+"/SignedConsent",parentData:data,parentDataProperty:"SignedConsent",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate46.errors : vErrors.concat(validate46.errors);
errors = vErrors.length;
}
}
if(data.ReferenceNumber !== undefined){
let data29 = data.ReferenceNumber;
if(typeof data29 === "string"){
if(!pattern6.test(data29)){
const err42 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
else {
const err43 = {instancePath:instancePath+"/ReferenceNumber",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
}
else {
const err44 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
validate81.errors = vErrors;
return errors === 0;
}
validate81.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate80(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/CreateTenant" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate80.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate81(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate81.errors : vErrors.concat(validate81.errors);
errors = vErrors.length;
}
validate80.errors = vErrors;
return errors === 0;
}
validate80.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const Credentials = validate85;
const schema135 = {"$ref":"https://trs.invalid/schemas/closed/Credentials","$id":"https://trs.invalid/validators/Credentials"};
const schema136 = {"title":"Credentials","description":"Credentials of a service user, sent to POST /Authenticate.","type":"object","properties":{"UserName":{"type":"string","minLength":1},"Password":{"type":"string","minLength":1,"writeOnly":true}},"required":["UserName","Password"],"x-gap":"How credentials are sent to /Authenticate is not shown.","x-assumption":"A JSON body with UserName and Password, the usual form for this kind of service. The client packages keep the encoding in one place so that a correction is one change.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Credentials"};

function validate85(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/Credentials" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate85.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.UserName === undefined){
const err0 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/required",keyword:"required",params:{missingProperty: "UserName"},message:"must have required property '"+"UserName"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Password === undefined){
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/required",keyword:"required",params:{missingProperty: "Password"},message:"must have required property '"+"Password"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "UserName") || (key0 === "Password"))){
const err2 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.UserName !== undefined){
let data0 = data.UserName;
if(typeof data0 === "string"){
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/UserName",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/UserName/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/UserName",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/UserName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Password !== undefined){
let data1 = data.Password;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err5 = {instancePath:instancePath+"/Password",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/Password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Password",schemaPath:"https://trs.invalid/schemas/closed/Credentials/properties/Password/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"https://trs.invalid/schemas/closed/Credentials/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate85.errors = vErrors;
return errors === 0;
}
validate85.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const ErrorBody = validate86;
const schema137 = {"$ref":"https://trs.invalid/schemas/ErrorBody","$id":"https://trs.invalid/validators/ErrorBody"};
const schema138 = {"title":"ErrorBody","description":"An error answer of the service.","type":"object","properties":{"Message":{"type":"string"}},"x-gap":"The error response body is not shown.","x-assumption":"We read an error body tolerantly as an object that may carry a Message; clients must not depend on its shape.","$id":"https://trs.invalid/schemas/ErrorBody"};

function validate86(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/ErrorBody" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate86.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.Message !== undefined){
if(typeof data.Message !== "string"){
const err0 = {instancePath:instancePath+"/Message",schemaPath:"https://trs.invalid/schemas/ErrorBody/properties/Message/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"https://trs.invalid/schemas/ErrorBody/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate86.errors = vErrors;
return errors === 0;
}
validate86.evaluated = {"props":{"Message":true},"dynamicProps":false,"dynamicItems":false};

export const KycStatusEvent = validate87;
const schema139 = {"title":"KycStatusEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["KYCid","Status"],"properties":{"KYCid":{"type":"string","description":"The id of the identity check."},"Status":{"$ref":"https://trs.invalid/schemas/KycStatus"},"UserType":{"$ref":"https://trs.invalid/schemas/UserType"},"Email":{"type":"string","description":"E-mail address of the person checked.","x-assumption":"Read as text without an e-mail format check, so that an odd address does not fail the event."},"Reports":{"type":"object","description":"Present only when the check is complete. One entry per requested check, keyed by KYC report type (100 identity, 101 Right to Rent, 102 anti-money-laundering, 103 PEPs and sanctions; provider spec 2.5); each value is the URL {base_url}/KYC/Report/<KYCid>/<report_type>. Fetching a report needs the Token header (provider spec 4, 5.8).","properties":{"100":{"type":"string","format":"uri","description":"URL of the identity report."},"101":{"type":"string","format":"uri","description":"URL of the Right to Rent report."},"102":{"type":"string","format":"uri","description":"URL of the anti-money-laundering report."},"103":{"type":"string","format":"uri","description":"URL of the PEPs and sanctions report."}},"x-assumption":"A key other than 100 to 103 (a new check type) is accepted with any value, so that it does not fail the event; its value is expected to be a report URL too."},"EntryType":{"type":"string","description":"Status Update KYC."}},"$id":"https://trs.invalid/validators/KycStatusEvent"};
const schema140 = {"title":"KycStatus","description":"Status of an identity check (provider spec 3.3). Transitions are not shown.","type":"string","x-codes":{"SENT":"Sent to the person","IN PROGRESS":"The person has started","CONFIRMATION":"Awaiting confirmation","COMPLETED":"Complete; Reports holds one URL per requested check","CANCELLED":"Cancelled","EXPIRED":"Expired","ABANDONED":"Abandoned"},"x-gap":"Transitions between KYC statuses are not shown; an unknown status string is accepted.","examples":["COMPLETED"],"$id":"https://trs.invalid/schemas/KycStatus"};
const schema141 = {"title":"UserType","description":"Who an identity check (KYC) is for.","type":"integer","x-codes":{"1":"Tenant","2":"Guarantor","3":"Permitted occupier","4":"Landlord","5":"Buyer","6":"Seller","7":"Other"},"examples":[1],"$id":"https://trs.invalid/schemas/UserType"};
const formats24 = require("ajv-formats/dist/formats").fullFormats.uri;

function validate87(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/KycStatusEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate87.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.KYCid === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "KYCid"},message:"must have required property '"+"KYCid"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Status === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Status"},message:"must have required property '"+"Status"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.KYCid !== undefined){
if(typeof data.KYCid !== "string"){
const err2 = {instancePath:instancePath+"/KYCid",schemaPath:"#/properties/KYCid/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err3 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/KycStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.UserType !== undefined){
let data2 = data.UserType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/UserType",schemaPath:"https://trs.invalid/schemas/UserType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Email !== undefined){
if(typeof data.Email !== "string"){
const err5 = {instancePath:instancePath+"/Email",schemaPath:"#/properties/Email/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.Reports !== undefined){
let data4 = data.Reports;
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4["100"] !== undefined){
let data5 = data4["100"];
if(typeof data5 === "string"){
if(!(formats24(data5))){
const err6 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/properties/Reports/properties/100/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/Reports/100",schemaPath:"#/properties/Reports/properties/100/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data4["101"] !== undefined){
let data6 = data4["101"];
if(typeof data6 === "string"){
if(!(formats24(data6))){
const err8 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/properties/Reports/properties/101/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/Reports/101",schemaPath:"#/properties/Reports/properties/101/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data4["102"] !== undefined){
let data7 = data4["102"];
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err10 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/properties/Reports/properties/102/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/Reports/102",schemaPath:"#/properties/Reports/properties/102/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data4["103"] !== undefined){
let data8 = data4["103"];
if(typeof data8 === "string"){
if(!(formats24(data8))){
const err12 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/properties/Reports/properties/103/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/Reports/103",schemaPath:"#/properties/Reports/properties/103/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath:instancePath+"/Reports",schemaPath:"#/properties/Reports/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err15 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
}
else {
const err16 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
validate87.errors = vErrors;
return errors === 0;
}
validate87.evaluated = {"props":{"KYCid":true,"Status":true,"UserType":true,"Email":true,"Reports":true,"EntryType":true,"topic":true,"applicationRef":true,"data":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const LegacyReportAvailableEvent = validate89;
const schema142 = {"title":"LegacyReportAvailableEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["EntryType","URL"],"properties":{"EntryType":{"type":"string","description":"Report Available."},"URL":{"type":"string","description":"The legacy report URL, not of the form of reportAvailable."},"ReportType":{"$ref":"https://trs.invalid/schemas/ReportType"}},"x-gap":"The rest of the legacy payload (beyond EntryType, no topic and a different URL) and the form of its URL are not shown.","x-assumption":"Otherwise it resembles Report Available (ReportType and envelope fields may be present); nothing but EntryType and URL is required, and the URL is read as plain text.","$id":"https://trs.invalid/validators/LegacyReportAvailableEvent"};

function validate89(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/LegacyReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate89.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.EntryType === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EntryType"},message:"must have required property '"+"EntryType"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.URL === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "URL"},message:"must have required property '"+"URL"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err2 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.URL !== undefined){
if(typeof data.URL !== "string"){
const err3 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data2 = data.ReportType;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err4 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate89.errors = vErrors;
return errors === 0;
}
validate89.evaluated = {"props":{"EntryType":true,"URL":true,"ReportType":true,"topic":true,"applicationRef":true,"data":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const NoteList = validate91;
const schema144 = {"$ref":"https://trs.invalid/schemas/NoteList","$id":"https://trs.invalid/validators/NoteList"};
const schema145 = {"title":"NoteList","description":"The notes of a tenancy, as GET …/Notes returns them.","type":"array","items":{"$ref":"https://trs.invalid/schemas/NoteRecord"},"$id":"https://trs.invalid/schemas/NoteList"};
const schema146 = {"title":"NoteRecord","description":"A note written against the tenancy or an applicant, as GET …/Notes returns it.","type":"object","x-gap":"Fields of note records are not shown.","x-assumption":"We expect the fields the addNote event carries (Timestamp, Author, Content) and read the record tolerantly.","properties":{"Timestamp":{"type":"string","format":"date-time"},"Author":{"type":"string"},"Content":{"type":"string"}},"$id":"https://trs.invalid/schemas/NoteRecord"};

function validate92(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/NoteList" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate92.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(data0 && typeof data0 == "object" && !Array.isArray(data0)){
if(data0.Timestamp !== undefined){
let data1 = data0.Timestamp;
if(typeof data1 === "string"){
if(!(formats18.validate(data1))){
const err0 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Timestamp/format",keyword:"format",params:{format: "date-time"},message:"must match format \""+"date-time"+"\""};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
else {
const err1 = {instancePath:instancePath+"/" + i0+"/Timestamp",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Timestamp/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data0.Author !== undefined){
if(typeof data0.Author !== "string"){
const err2 = {instancePath:instancePath+"/" + i0+"/Author",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Author/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data0.Content !== undefined){
if(typeof data0.Content !== "string"){
const err3 = {instancePath:instancePath+"/" + i0+"/Content",schemaPath:"https://trs.invalid/schemas/NoteRecord/properties/Content/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/NoteRecord/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
}
else {
const err5 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
validate92.errors = vErrors;
return errors === 0;
}
validate92.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate91(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/NoteList" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate91.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate92(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate92.errors : vErrors.concat(validate92.errors);
errors = vErrors.length;
}
validate91.errors = vErrors;
return errors === 0;
}
validate91.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const Notification = validate94;
const schema147 = {"$ref":"https://trs.invalid/schemas/closed/Notification","$id":"https://trs.invalid/validators/Notification"};
const schema148 = {"title":"Notification","description":"Body of the deprecated POST /Notifications.","type":"object","properties":{"ReferenceNo":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference","description":"The applicant reference; deprecated notifications carry no application reference."}},"required":["ReferenceNo"],"x-gap":"Request and response of POST /Notifications beyond the applicant reference field ReferenceNo are not shown.","additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/Notification"};

function validate95(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/Notification" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate95.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ReferenceNo === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ReferenceNo"},message:"must have required property '"+"ReferenceNo"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
for(const key0 in data){
if(!(key0 === "ReferenceNo")){
const err1 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.ReferenceNo !== undefined){
let data0 = data.ReferenceNo;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err2 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/ReferenceNo",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
}
else {
const err4 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
validate95.errors = vErrors;
return errors === 0;
}
validate95.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate94(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/Notification" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate94.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate95(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate95.errors : vErrors.concat(validate95.errors);
errors = vErrors.length;
}
validate94.errors = vErrors;
return errors === 0;
}
validate94.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

export const PrescribedInformationCompletedEvent = validate97;
const schema150 = {"title":"PrescribedInformationCompletedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"prescribedInformationCompleted"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"isTenancyFinalised":{"type":"boolean","description":"Whether the tenancy is already finalised."},"schemeProvider":{"type":"string","description":"The deposit protection scheme provider, as text."},"schemeType":{"type":"string","description":"The type of deposit protection scheme, as text.","x-gap":"The values of schemeType are not shown; any text is accepted."},"EntryType":{"type":"string","description":"Kind of entry.","x-gap":"The EntryType text of this event is not shown."}},"x-gap":"The provider spec says the payload \"includes\" these fields; its full field list is not shown.","$id":"https://trs.invalid/validators/PrescribedInformationCompletedEvent"};

function validate97(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/PrescribedInformationCompletedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate97.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("prescribedInformationCompleted" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "prescribedInformationCompleted"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
if(typeof data.isTenancyFinalised !== "boolean"){
const err5 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/properties/isTenancyFinalised/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.schemeProvider !== undefined){
if(typeof data.schemeProvider !== "string"){
const err6 = {instancePath:instancePath+"/schemeProvider",schemaPath:"#/properties/schemeProvider/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.schemeType !== undefined){
if(typeof data.schemeType !== "string"){
const err7 = {instancePath:instancePath+"/schemeType",schemaPath:"#/properties/schemeType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err8 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate97.errors = vErrors;
return errors === 0;
}
validate97.evaluated = {"props":{"topic":true,"applicationRef":true,"isTenancyFinalised":true,"schemeProvider":true,"schemeType":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentIncreaseAppliedEvent = validate99;
const schema152 = {"title":"RentIncreaseAppliedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseApplied"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"journalNoteText":{"type":"string","description":"Text of the journal note written for this step of the rent review."},"statusText":{"type":"string","description":"Status of the rent review, as text (states Complete)."},"appliedRentAmount":{"description":"The rent now in force.","allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"appliedRentFrequency":{"description":"How often the applied rent is paid.","allOf":[{"$ref":"https://trs.invalid/schemas/RentFrequencyText"}]},"appliedFromDate":{"description":"The date from which the rent applies.","allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]},"previousRentAmount":{"description":"The rent before the increase.","allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]}},"$id":"https://trs.invalid/validators/RentIncreaseAppliedEvent"};
const schema155 = {"title":"RentFrequencyText","description":"How often a rent-review amount is paid (provider spec 6.4, rent review topics). Text, unlike the integer RentalFrequency code of create tenancy. Known values are weekly, fortnightly, 4-weekly and monthly.","type":"string","x-codes":{"weekly":"Every week","fortnightly":"Every two weeks","4-weekly":"Every four weeks","monthly":"Every month"},"x-assumption":"Tolerant reader: no enum, so a frequency text not in the list (or written in another case) is accepted and left to the handler.","examples":["monthly"],"$id":"https://trs.invalid/schemas/RentFrequencyText"};

function validate99(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseAppliedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate99.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseApplied" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseApplied"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err5 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err6 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.appliedRentAmount !== undefined){
let data4 = data.appliedRentAmount;
if((typeof data4 == "number") && (isFinite(data4))){
if(data4 < 0 || isNaN(data4)){
const err7 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/appliedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.appliedRentFrequency !== undefined){
if(typeof data.appliedRentFrequency !== "string"){
const err9 = {instancePath:instancePath+"/appliedRentFrequency",schemaPath:"https://trs.invalid/schemas/RentFrequencyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.appliedFromDate !== undefined){
let data6 = data.appliedFromDate;
if(typeof data6 === "string"){
if(!(formats2.validate(data6))){
const err10 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/appliedFromDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.previousRentAmount !== undefined){
let data7 = data.previousRentAmount;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err12 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/previousRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
}
else {
const err14 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
validate99.errors = vErrors;
return errors === 0;
}
validate99.evaluated = {"props":{"topic":true,"applicationRef":true,"journalNoteText":true,"statusText":true,"appliedRentAmount":true,"appliedRentFrequency":true,"appliedFromDate":true,"previousRentAmount":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentIncreaseNoticeIssuedEvent = validate102;
const schema158 = {"title":"RentIncreaseNoticeIssuedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseNoticeIssued"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"noticeId":{"type":"integer","description":"The provider's id of the rent-increase notice."},"documentS3Key":{"type":"string","description":"Internal storage key of the rent-increase notice, not a URL. The document itself arrives through the matching uploadPartnerDocument event."},"documentName":{"type":"string","description":"File name of the rent-increase notice."},"journalNoteText":{"type":"string","description":"Text of the journal note written for this step of the rent review."},"statusText":{"type":"string","description":"Status of the rent review, as text."},"newRentAmount":{"description":"The new rent.","allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"newRentFrequency":{"description":"How often the new rent is paid.","allOf":[{"$ref":"https://trs.invalid/schemas/RentFrequencyText"}]},"newRentStartDate":{"description":"The date from which the new rent applies.","allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]}},"$id":"https://trs.invalid/validators/RentIncreaseNoticeIssuedEvent"};

function validate102(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseNoticeIssuedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate102.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseNoticeIssued" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeIssued"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.noticeId !== undefined){
let data2 = data.noticeId;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err5 = {instancePath:instancePath+"/noticeId",schemaPath:"#/properties/noticeId/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err6 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err7 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err8 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err9 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.newRentAmount !== undefined){
let data7 = data.newRentAmount;
if((typeof data7 == "number") && (isFinite(data7))){
if(data7 < 0 || isNaN(data7)){
const err10 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/newRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.newRentFrequency !== undefined){
if(typeof data.newRentFrequency !== "string"){
const err12 = {instancePath:instancePath+"/newRentFrequency",schemaPath:"https://trs.invalid/schemas/RentFrequencyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.newRentStartDate !== undefined){
let data9 = data.newRentStartDate;
if(typeof data9 === "string"){
if(!(formats2.validate(data9))){
const err13 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/newRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
}
else {
const err15 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
validate102.errors = vErrors;
return errors === 0;
}
validate102.evaluated = {"props":{"topic":true,"applicationRef":true,"noticeId":true,"documentS3Key":true,"documentName":true,"journalNoteText":true,"statusText":true,"newRentAmount":true,"newRentFrequency":true,"newRentStartDate":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentIncreaseNoticeWithdrawnEvent = validate105;
const schema163 = {"title":"RentIncreaseNoticeWithdrawnEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseNoticeWithdrawn"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string","description":"Internal storage key of the withdrawal document, not a URL. The document itself arrives through the matching uploadPartnerDocument event."},"documentName":{"type":"string","description":"File name of the withdrawal document."},"journalNoteText":{"type":"string","description":"Text of the journal note written for this step of the rent review."},"statusText":{"type":"string","description":"Status of the rent review, as text (states Complete)."}},"$id":"https://trs.invalid/validators/RentIncreaseNoticeWithdrawnEvent"};

function validate105(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseNoticeWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate105.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseNoticeWithdrawn" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseNoticeWithdrawn"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.statusText !== undefined){
if(typeof data.statusText !== "string"){
const err8 = {instancePath:instancePath+"/statusText",schemaPath:"#/properties/statusText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate105.errors = vErrors;
return errors === 0;
}
validate105.evaluated = {"props":{"topic":true,"applicationRef":true,"documentS3Key":true,"documentName":true,"journalNoteText":true,"statusText":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentIncreaseTribunalDecisionConfirmedEvent = validate108;
const schema165 = {"title":"RentIncreaseTribunalDecisionConfirmedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalDecisionConfirmed"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"confirmedRentAmount":{"description":"The rent the tribunal confirmed.","allOf":[{"$ref":"https://trs.invalid/schemas/Money"}]},"confirmedRentFrequency":{"description":"How often the confirmed rent is paid.","allOf":[{"$ref":"https://trs.invalid/schemas/RentFrequencyText"}]},"confirmedRentStartDate":{"description":"The date from which the confirmed rent applies.","allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]},"journalNoteText":{"type":"string","description":"Text of the journal note written for this step of the rent review."},"documentS3Key":{"type":["string","null"],"description":"Internal storage key of the decision document, not a URL; present only when a decision document exists.","x-gap":"The documentType under which a decision document arrives through uploadPartnerDocument is not shown.","x-assumption":"The field is left out when there is no document; null is accepted too."},"documentName":{"type":["string","null"],"description":"File name of the decision document; present only when a decision document exists.","x-assumption":"The field is left out when there is no document; null is accepted too."}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalDecisionConfirmedEvent"};

function validate108(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalDecisionConfirmedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate108.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalDecisionConfirmed" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalDecisionConfirmed"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.confirmedRentAmount !== undefined){
let data2 = data.confirmedRentAmount;
if((typeof data2 == "number") && (isFinite(data2))){
if(data2 < 0 || isNaN(data2)){
const err5 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/confirmedRentAmount",schemaPath:"https://trs.invalid/schemas/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.confirmedRentFrequency !== undefined){
if(typeof data.confirmedRentFrequency !== "string"){
const err7 = {instancePath:instancePath+"/confirmedRentFrequency",schemaPath:"https://trs.invalid/schemas/RentFrequencyText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.confirmedRentStartDate !== undefined){
let data4 = data.confirmedRentStartDate;
if(typeof data4 === "string"){
if(!(formats2.validate(data4))){
const err8 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
else {
const err9 = {instancePath:instancePath+"/confirmedRentStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err10 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
let data6 = data.documentS3Key;
if((typeof data6 !== "string") && (data6 !== null)){
const err11 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: schema165.properties.documentS3Key.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.documentName !== undefined){
let data7 = data.documentName;
if((typeof data7 !== "string") && (data7 !== null)){
const err12 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: schema165.properties.documentName.type},message:"must be string,null"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate108.errors = vErrors;
return errors === 0;
}
validate108.evaluated = {"props":{"topic":true,"applicationRef":true,"confirmedRentAmount":true,"confirmedRentFrequency":true,"confirmedRentStartDate":true,"journalNoteText":true,"documentS3Key":true,"documentName":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentIncreaseTribunalReferralEvent = validate111;
const schema170 = {"title":"RentIncreaseTribunalReferralEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalReferral"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"dateReferred":{"description":"The date the increase was referred to the tribunal.","allOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"}]},"journalNoteText":{"type":"string","description":"Text of the journal note written for this step of the rent review."}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalReferralEvent"};

function validate111(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalReferralEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate111.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalReferral" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferral"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.dateReferred !== undefined){
let data2 = data.dateReferred;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err5 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/dateReferred",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err7 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
else {
const err8 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
validate111.errors = vErrors;
return errors === 0;
}
validate111.evaluated = {"props":{"topic":true,"applicationRef":true,"dateReferred":true,"journalNoteText":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentIncreaseTribunalReferralWithdrawnEvent = validate114;
const schema173 = {"title":"RentIncreaseTribunalReferralWithdrawnEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseTribunalReferralWithdrawn"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"journalNoteText":{"type":"string","description":"Text of the journal note written for this step of the rent review."}},"$id":"https://trs.invalid/validators/RentIncreaseTribunalReferralWithdrawnEvent"};

function validate114(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseTribunalReferralWithdrawnEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate114.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseTribunalReferralWithdrawn" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseTribunalReferralWithdrawn"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.journalNoteText !== undefined){
if(typeof data.journalNoteText !== "string"){
const err5 = {instancePath:instancePath+"/journalNoteText",schemaPath:"#/properties/journalNoteText/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
else {
const err6 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
validate114.errors = vErrors;
return errors === 0;
}
validate114.evaluated = {"props":{"topic":true,"applicationRef":true,"journalNoteText":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentIncreaseWithdrawalFinalisedEvent = validate117;
const schema175 = {"title":"RentIncreaseWithdrawalFinalisedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"},{"$ref":"https://trs.invalid/schemas/RentReviewEvent"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"rentIncreaseWithdrawalFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"documentS3Key":{"type":"string","description":"Internal storage key of the withdrawal notice, not a URL. The document itself arrives through the matching uploadPartnerDocument event."},"documentName":{"type":"string","description":"File name of the withdrawal notice."}},"$id":"https://trs.invalid/validators/RentIncreaseWithdrawalFinalisedEvent"};

function validate117(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentIncreaseWithdrawalFinalisedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate117.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(!(validate37(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate37.errors : vErrors.concat(validate37.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("rentIncreaseWithdrawalFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "rentIncreaseWithdrawalFinalised"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.documentS3Key !== undefined){
if(typeof data.documentS3Key !== "string"){
const err5 = {instancePath:instancePath+"/documentS3Key",schemaPath:"#/properties/documentS3Key/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.documentName !== undefined){
if(typeof data.documentName !== "string"){
const err6 = {instancePath:instancePath+"/documentName",schemaPath:"#/properties/documentName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate117.errors = vErrors;
return errors === 0;
}
validate117.evaluated = {"props":{"topic":true,"applicationRef":true,"documentS3Key":true,"documentName":true,"partnerTenancyId":true,"ApplicationId":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const RentShare = validate120;
const schema177 = {"$ref":"https://trs.invalid/schemas/closed/RentShare","$id":"https://trs.invalid/validators/RentShare"};
const schema178 = {"title":"RentShare","description":"Body of PUT …/RentShare, each applicant's share of the rent.","type":"array","minItems":1,"items":{"$ref":"https://trs.invalid/schemas/closed/RentShareEntry"},"$id":"https://trs.invalid/schemas/closed/RentShare"};
const schema179 = {"title":"RentShareEntry","description":"One applicant's share of the rent, in PUT …/RentShare.","type":"object","properties":{"ApplicantRef":{"$ref":"https://trs.invalid/schemas/closed/ApplicantReference"},"Rent":{"$ref":"https://trs.invalid/schemas/closed/Money"}},"required":["ApplicantRef","Rent"],"additionalProperties":false,"$id":"https://trs.invalid/schemas/closed/RentShareEntry"};

function validate122(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentShareEntry" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate122.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.ApplicantRef === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "ApplicantRef"},message:"must have required property '"+"ApplicantRef"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.Rent === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "Rent"},message:"must have required property '"+"Rent"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
for(const key0 in data){
if(!((key0 === "ApplicantRef") || (key0 === "Rent"))){
const err2 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ApplicantRef !== undefined){
let data0 = data.ApplicantRef;
if(typeof data0 === "string"){
if(!pattern6.test(data0)){
const err3 = {instancePath:instancePath+"/ApplicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/ApplicantRef",schemaPath:"https://trs.invalid/schemas/closed/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.Rent !== undefined){
let data1 = data.Rent;
if((typeof data1 == "number") && (isFinite(data1))){
if(data1 < 0 || isNaN(data1)){
const err5 = {instancePath:instancePath+"/Rent",schemaPath:"https://trs.invalid/schemas/closed/Money/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/Rent",schemaPath:"https://trs.invalid/schemas/closed/Money/type",keyword:"type",params:{type: "number"},message:"must be number"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
}
else {
const err7 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
validate122.errors = vErrors;
return errors === 0;
}
validate122.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};


function validate121(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/closed/RentShare" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate121.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
if(data.length < 1){
const err0 = {instancePath,schemaPath:"#/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
if(!(validate122(data[i0], {instancePath:instancePath+"/" + i0,parentData:data,parentDataProperty:i0,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate122.errors : vErrors.concat(validate122.errors);
errors = vErrors.length;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate121.errors = vErrors;
return errors === 0;
}
validate121.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate120(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/RentShare" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate120.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate121(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate121.errors : vErrors.concat(validate121.errors);
errors = vErrors.length;
}
validate120.errors = vErrors;
return errors === 0;
}
validate120.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const ReportAvailableEvent = validate125;
const schema182 = {"title":"ReportAvailableEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["URL","EntryType"],"properties":{"topic":{"type":"string","description":"Normally updateApplicant, since the payload is built on the applicant-status payload; not used to classify it."},"ReportType":{"description":"The report product of this report (provider spec 2.5); 7 is the Summary of a pair.","allOf":[{"$ref":"https://trs.invalid/schemas/ReportType"}],"x-gap":"The meaning of report type ids that appear in events but not in provider spec 2.5 (for example 2), and the dictionary of report types beyond 2.5, are not shown (provider spec 6.6)."},"URL":{"type":"string","pattern":"^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+$","description":"Where to download the report (a PDF): {base_url}/Applications/<ApplicationRef>/<ApplicantRef>/Reports/<report_type>. Fetching it needs the Token header (provider spec 4, 5.8)."},"EntryType":{"type":"string","description":"Report Available."},"applicationStatus":{"type":"integer","description":"As on updateApplicant, 0 while the application is still starting, otherwise 1.","x-codes":{"0":"Application still starting","1":"Application started"}},"Status":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"data":{"$ref":"https://trs.invalid/schemas/ApplicantEventData"}},"$id":"https://trs.invalid/validators/ReportAvailableEvent"};
const pattern30 = new RegExp("^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+$", "u");

function validate125(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/ReportAvailableEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate125.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.URL === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "URL"},message:"must have required property '"+"URL"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.EntryType === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "EntryType"},message:"must have required property '"+"EntryType"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if(typeof data.topic !== "string"){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.ReportType !== undefined){
let data1 = data.ReportType;
if(!(((typeof data1 == "number") && (!(data1 % 1) && !isNaN(data1))) && (isFinite(data1)))){
const err3 = {instancePath:instancePath+"/ReportType",schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.URL !== undefined){
let data2 = data.URL;
if(typeof data2 === "string"){
if(!pattern30.test(data2)){
const err4 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/pattern",keyword:"pattern",params:{pattern: "^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+$"},message:"must match pattern \""+"^https?://[^/\\s]+(/[^/\\s]+)*/Applications/[0-9]{7}/[A-Za-z]{1,10}[0-9]{7}/Reports/[0-9]+$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/URL",schemaPath:"#/properties/URL/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err6 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data4 = data.applicationStatus;
if(!(((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4))) && (isFinite(data4)))){
const err7 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err8 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.data !== undefined){
if(!(validate24(data.data, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
}
}
else {
const err9 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
validate125.errors = vErrors;
return errors === 0;
}
validate125.evaluated = {"props":{"topic":true,"ReportType":true,"URL":true,"EntryType":true,"applicationStatus":true,"Status":true,"data":true,"applicationRef":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const ReportTypeList = validate128;
const schema185 = {"$ref":"https://trs.invalid/schemas/ReportTypeList","$id":"https://trs.invalid/validators/ReportTypeList"};
const schema186 = {"title":"ReportTypeList","description":"Report type ids available for the tenancy.","type":"array","items":{"$ref":"https://trs.invalid/schemas/ReportType"},"x-gap":"The exact format of the report-id list is not shown.","x-assumption":"A JSON array of report type ids.","$id":"https://trs.invalid/schemas/ReportTypeList"};

function validate129(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/schemas/ReportTypeList" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate129.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(Array.isArray(data)){
const len0 = data.length;
for(let i0=0; i0<len0; i0++){
let data0 = data[i0];
if(!(((typeof data0 == "number") && (!(data0 % 1) && !isNaN(data0))) && (isFinite(data0)))){
const err0 = {instancePath:instancePath+"/" + i0,schemaPath:"https://trs.invalid/schemas/ReportType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
}
else {
const err1 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "array"},message:"must be array"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
validate129.errors = vErrors;
return errors === 0;
}
validate129.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};


function validate128(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/ReportTypeList" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate128.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate129(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate129.errors : vErrors.concat(validate129.errors);
errors = vErrors.length;
}
validate128.errors = vErrors;
return errors === 0;
}
validate128.evaluated = {"items":true,"dynamicProps":false,"dynamicItems":false};

export const TenancyFinalisedEvent = validate131;
const schema188 = {"title":"TenancyFinalisedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef"],"properties":{"topic":{"const":"tenancyFinalised"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"hasInventory":{"type":"boolean","description":"Whether the tenancy has an inventory."},"daysToReportIssues":{"type":["integer","null"],"description":"Number of days the tenants have to report issues (with the inventory); may be null.","x-assumption":"A whole number of days; null when no period applies."},"isPrescribedInformationRequired":{"type":"boolean","description":"Whether prescribed information (deposit protection) is required for this tenancy."},"isPrescribedInformationCompleted":{"type":"boolean","description":"Whether prescribed information has been submitted."},"EntryType":{"type":"string","description":"Kind of entry.","x-gap":"The EntryType text of this event is not shown."}},"x-gap":"The provider spec says the payload \"includes\" these fields and \"the prescribed-information flags\" without naming them; its full field list is not shown.","x-assumption":"The prescribed-information flags are isPrescribedInformationRequired and isPrescribedInformationCompleted, named as on updateApplicationStatus.","$id":"https://trs.invalid/validators/TenancyFinalisedEvent"};

function validate131(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/TenancyFinalisedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate131.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.topic !== undefined){
if("tenancyFinalised" !== data.topic){
const err2 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "tenancyFinalised"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err3 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.hasInventory !== undefined){
if(typeof data.hasInventory !== "boolean"){
const err5 = {instancePath:instancePath+"/hasInventory",schemaPath:"#/properties/hasInventory/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.daysToReportIssues !== undefined){
let data3 = data.daysToReportIssues;
if((!(((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3))) && (isFinite(data3)))) && (data3 !== null)){
const err6 = {instancePath:instancePath+"/daysToReportIssues",schemaPath:"#/properties/daysToReportIssues/type",keyword:"type",params:{type: schema188.properties.daysToReportIssues.type},message:"must be integer,null"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
if(typeof data.isPrescribedInformationRequired !== "boolean"){
const err7 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
if(typeof data.isPrescribedInformationCompleted !== "boolean"){
const err8 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err9 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
else {
const err10 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
validate131.errors = vErrors;
return errors === 0;
}
validate131.evaluated = {"props":{"topic":true,"applicationRef":true,"hasInventory":true,"daysToReportIssues":true,"isPrescribedInformationRequired":true,"isPrescribedInformationCompleted":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const TenancyStartDateChangedEvent = validate133;
const schema190 = {"title":"TenancyStartDateChangedEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","newStartDate"],"properties":{"topic":{"const":"tenancyStartDateChanged"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"oldStartDate":{"description":"The previous start date, or null when there was none.","anyOf":[{"$ref":"https://trs.invalid/schemas/IsoDate"},{"type":"null"}],"x-assumption":"Sent as null when there was no start date; a payload that leaves it out is accepted too."},"newStartDate":{"$ref":"https://trs.invalid/schemas/IsoDate"},"EntryType":{"type":"string","description":"Kind of entry.","x-gap":"The EntryType text of this event is not shown."}},"$id":"https://trs.invalid/validators/TenancyStartDateChangedEvent"};

function validate133(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/TenancyStartDateChangedEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate133.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.newStartDate === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "newStartDate"},message:"must have required property '"+"newStartDate"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("tenancyStartDateChanged" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "tenancyStartDateChanged"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.oldStartDate !== undefined){
let data2 = data.oldStartDate;
const _errs7 = errors;
let valid3 = false;
const _errs8 = errors;
if(typeof data2 === "string"){
if(!(formats2.validate(data2))){
const err6 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/oldStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs8 === errors;
valid3 = valid3 || _valid0;
const _errs11 = errors;
if(data2 !== null){
const err8 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/properties/oldStartDate/anyOf/1/type",keyword:"type",params:{type: "null"},message:"must be null"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs11 === errors;
valid3 = valid3 || _valid0;
if(!valid3){
const err9 = {instancePath:instancePath+"/oldStartDate",schemaPath:"#/properties/oldStartDate/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
else {
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
}
}
if(data.newStartDate !== undefined){
let data3 = data.newStartDate;
if(typeof data3 === "string"){
if(!(formats2.validate(data3))){
const err10 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/format",keyword:"format",params:{format: "date"},message:"must match format \""+"date"+"\""};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/newStartDate",schemaPath:"https://trs.invalid/schemas/IsoDate/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate133.errors = vErrors;
return errors === 0;
}
validate133.evaluated = {"props":{"topic":true,"applicationRef":true,"oldStartDate":true,"newStartDate":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const UpdateApplicantEvent = validate135;
const schema194 = {"title":"UpdateApplicantEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"updateApplicant"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicationStatus":{"type":"integer","description":"0 while the application is still starting, otherwise 1.","x-codes":{"0":"Application still starting","1":"Application started"}},"Status":{"$ref":"https://trs.invalid/schemas/ApplicantStatus"},"data":{"type":"object","allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantEventData"}],"required":["applicantRef"],"properties":{"applicantRef":{"$ref":"https://trs.invalid/schemas/ApplicantReference"}}},"Applicant":{"description":"The full Applicant object, present when the applicant is completed.","allOf":[{"$ref":"https://trs.invalid/schemas/ApplicantDetails"}],"x-gap":"The fields inside the full Applicant object that events may embed are not shown (provider spec 6.6).","x-assumption":"The embedded object is named Applicant and has the fields of the Applicant schema; it is read tolerantly."}},"$id":"https://trs.invalid/validators/UpdateApplicantEvent"};

function validate135(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/UpdateApplicantEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate135.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("updateApplicant" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "updateApplicant"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"#/properties/applicationStatus/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.Status !== undefined){
if(typeof data.Status !== "string"){
const err7 = {instancePath:instancePath+"/Status",schemaPath:"https://trs.invalid/schemas/ApplicantStatus/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.data !== undefined){
let data4 = data.data;
if(!(validate24(data4, {instancePath:instancePath+"/data",parentData:data,parentDataProperty:"data",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate24.errors : vErrors.concat(validate24.errors);
errors = vErrors.length;
}
if(data4 && typeof data4 == "object" && !Array.isArray(data4)){
if(data4.applicantRef === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "applicantRef"},message:"must have required property '"+"applicantRef"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data4.applicantRef !== undefined){
let data5 = data4.applicantRef;
if(typeof data5 === "string"){
if(!pattern6.test(data5)){
const err9 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/pattern",keyword:"pattern",params:{pattern: "^[A-Z]{1,10}[0-9]{7}$"},message:"must match pattern \""+"^[A-Z]{1,10}[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/data/applicantRef",schemaPath:"https://trs.invalid/schemas/ApplicantReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
}
else {
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.Applicant !== undefined){
if(!(validate27(data.Applicant, {instancePath:instancePath+"/Applicant",parentData:data,parentDataProperty:"Applicant",rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate27.errors : vErrors.concat(validate27.errors);
errors = vErrors.length;
}
}
}
else {
const err12 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
validate135.errors = vErrors;
return errors === 0;
}
validate135.evaluated = {"props":{"topic":true,"applicationRef":true,"applicationStatus":true,"Status":true,"data":true,"Applicant":true,"EntryType":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const UpdateApplicationStatusEvent = validate139;
const schema198 = {"title":"UpdateApplicationStatusEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","applicationStatus"],"properties":{"topic":{"const":"updateApplicationStatus"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"applicationStatus":{"$ref":"https://trs.invalid/schemas/TenancyStep"},"isPrescribedInformationRequired":{"type":"boolean","description":"Whether prescribed information (deposit protection) is required for this tenancy."},"isPrescribedInformationCompleted":{"type":"boolean","description":"Whether prescribed information has been submitted."},"isTenancyFinalised":{"type":"boolean","description":"Whether the tenancy agreement is fully signed and the tenancy finalised."},"howWillSignApplicants":{"type":"integer","description":"Integer code of how the applicants will sign.","x-gap":"The meaning of the values of howWillSignApplicants is not shown (provider spec 6.6)."},"howWillSignAgentLandlord":{"type":"integer","description":"Integer code of how the agent and landlord will sign.","x-gap":"The meaning of the values of howWillSignAgentLandlord is not shown (provider spec 6.6)."},"EntryType":{"type":"string","description":"Update Application Status."}},"$id":"https://trs.invalid/validators/UpdateApplicationStatusEvent"};

function validate139(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/UpdateApplicationStatusEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate139.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.applicationStatus === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationStatus"},message:"must have required property '"+"applicationStatus"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("updateApplicationStatus" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "updateApplicationStatus"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.applicationStatus !== undefined){
let data2 = data.applicationStatus;
if(!(((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2))) && (isFinite(data2)))){
const err6 = {instancePath:instancePath+"/applicationStatus",schemaPath:"https://trs.invalid/schemas/TenancyStep/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.isPrescribedInformationRequired !== undefined){
if(typeof data.isPrescribedInformationRequired !== "boolean"){
const err7 = {instancePath:instancePath+"/isPrescribedInformationRequired",schemaPath:"#/properties/isPrescribedInformationRequired/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.isPrescribedInformationCompleted !== undefined){
if(typeof data.isPrescribedInformationCompleted !== "boolean"){
const err8 = {instancePath:instancePath+"/isPrescribedInformationCompleted",schemaPath:"#/properties/isPrescribedInformationCompleted/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.isTenancyFinalised !== undefined){
if(typeof data.isTenancyFinalised !== "boolean"){
const err9 = {instancePath:instancePath+"/isTenancyFinalised",schemaPath:"#/properties/isTenancyFinalised/type",keyword:"type",params:{type: "boolean"},message:"must be boolean"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.howWillSignApplicants !== undefined){
let data6 = data.howWillSignApplicants;
if(!(((typeof data6 == "number") && (!(data6 % 1) && !isNaN(data6))) && (isFinite(data6)))){
const err10 = {instancePath:instancePath+"/howWillSignApplicants",schemaPath:"#/properties/howWillSignApplicants/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.howWillSignAgentLandlord !== undefined){
let data7 = data.howWillSignAgentLandlord;
if(!(((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7))) && (isFinite(data7)))){
const err11 = {instancePath:instancePath+"/howWillSignAgentLandlord",schemaPath:"#/properties/howWillSignAgentLandlord/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err12 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
else {
const err13 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
validate139.errors = vErrors;
return errors === 0;
}
validate139.evaluated = {"props":{"topic":true,"applicationRef":true,"applicationStatus":true,"isPrescribedInformationRequired":true,"isPrescribedInformationCompleted":true,"isTenancyFinalised":true,"howWillSignApplicants":true,"howWillSignAgentLandlord":true,"EntryType":true,"data":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};

export const UploadPartnerDocumentEvent = validate141;
const schema201 = {"title":"UploadPartnerDocumentEvent","allOf":[{"$ref":"https://trs.invalid/schemas/EventMetadata"}],"type":"object","required":["topic","applicationRef","data"],"properties":{"topic":{"const":"uploadPartnerDocument"},"applicationRef":{"$ref":"https://trs.invalid/schemas/ApplicationReference"},"data":{"type":"object","description":"The document. Exactly one of presignedUrl and fileData is expected; a payload with both is accepted.","required":["documentType","fileName"],"anyOf":[{"title":"Presigned URL (usual)","required":["presignedUrl"],"properties":{"presignedUrl":{"type":"string"}}},{"title":"Inline base64 file (publishing failed)","required":["fileData"],"properties":{"fileData":{"type":"string"}}}],"properties":{"documentType":{"$ref":"https://trs.invalid/schemas/DocumentType"},"fileName":{"type":"string","description":"The file name of the document."},"presignedUrl":{"type":"string","format":"uri","description":"Presigned URL of the file. Fetch it within 24 hours of the event, without a Token; after that it no longer works."},"fileData":{"type":"string","contentEncoding":"base64","description":"The file itself, base64 encoded, sent instead of presignedUrl when publishing the file failed. Can be large.","x-gap":"The largest fileData (and the request size limit) is not shown; receivers cap their parser.","x-assumption":"The media type of the decoded file is not stated; it is usually a PDF, but any is accepted."}}},"EntryType":{"type":"string","description":"Document available."}},"$id":"https://trs.invalid/validators/UploadPartnerDocumentEvent"};
const schema203 = {"title":"DocumentType","description":"Kind of document in uploadPartnerDocument (provider spec 6.4). Integers, never names.","type":"integer","x-codes":{"0":"Signed receipt of documents","1":"Landlord confirmation document","2":"Tenancy agreement","3":"Tenancy agreement audit trail","4":"Tenancy audit trail","5":"Proof of inventory","6":"Additional attachments","7":"Tenant guide","8":"How to Rent guide","9":"How to Rent guide (easy read)","10":"Tenant leaflet","11":"Deposit scheme leaflet","12":"Deposit scheme, custodial","13":"Deposit scheme, insured","14":"Inventory document","15":"Counter indemnity","16":"Gas safety certificate","17":"Energy performance certificate","18":"Electrical certificates","19":"Prescribed information","20":"Deposit certificate","21":"Deposit terms and conditions","22":"Other","23":"Identity check report","24":"Right to Rent report","25":"Anti-money-laundering report","26":"PEPs and sanctions report","27":"Professional guarantor agreement","28":"Rent increase notice","29":"Agreed rent confirmation","30":"Withdrawal notice"},"x-assumption":"Any integer is accepted so that a new document type (31, say) does not kill a delivery.","examples":[2],"$id":"https://trs.invalid/schemas/DocumentType"};

function validate141(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){
/*# sourceURL="https://trs.invalid/validators/UploadPartnerDocumentEvent" */;
let vErrors = null;
let errors = 0;
const evaluated0 = validate141.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(!(validate21(data, {instancePath,parentData,parentDataProperty,rootData,dynamicAnchors}))){
vErrors = vErrors === null ? validate21.errors : vErrors.concat(validate21.errors);
errors = vErrors.length;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.topic === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "topic"},message:"must have required property '"+"topic"+"'"};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.applicationRef === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "applicationRef"},message:"must have required property '"+"applicationRef"+"'"};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.data === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "data"},message:"must have required property '"+"data"+"'"};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.topic !== undefined){
if("uploadPartnerDocument" !== data.topic){
const err3 = {instancePath:instancePath+"/topic",schemaPath:"#/properties/topic/const",keyword:"const",params:{allowedValue: "uploadPartnerDocument"},message:"must be equal to constant"};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.applicationRef !== undefined){
let data1 = data.applicationRef;
if(typeof data1 === "string"){
if(!pattern4.test(data1)){
const err4 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/pattern",keyword:"pattern",params:{pattern: "^[0-9]{7}$"},message:"must match pattern \""+"^[0-9]{7}$"+"\""};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/applicationRef",schemaPath:"https://trs.invalid/schemas/ApplicationReference/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.data !== undefined){
let data2 = data.data;
const _errs8 = errors;
let valid3 = false;
const _errs9 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.presignedUrl === undefined){
const err6 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/0/required",keyword:"required",params:{missingProperty: "presignedUrl"},message:"must have required property '"+"presignedUrl"+"'"};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(data2.presignedUrl !== undefined){
if(typeof data2.presignedUrl !== "string"){
const err7 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/anyOf/0/properties/presignedUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
}
var _valid0 = _errs9 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
var props0 = {};
props0.presignedUrl = true;
}
const _errs12 = errors;
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.fileData === undefined){
const err8 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf/1/required",keyword:"required",params:{missingProperty: "fileData"},message:"must have required property '"+"fileData"+"'"};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(data2.fileData !== undefined){
if(typeof data2.fileData !== "string"){
const err9 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/properties/data/anyOf/1/properties/fileData/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
var _valid0 = _errs12 === errors;
valid3 = valid3 || _valid0;
if(_valid0){
if(props0 !== true){
props0 = props0 || {};
props0.fileData = true;
}
}
if(!valid3){
const err10 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/anyOf",keyword:"anyOf",params:{},message:"must match a schema in anyOf"};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
if(data2 && typeof data2 == "object" && !Array.isArray(data2)){
if(data2.documentType === undefined){
const err11 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "documentType"},message:"must have required property '"+"documentType"+"'"};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(data2.fileName === undefined){
const err12 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/required",keyword:"required",params:{missingProperty: "fileName"},message:"must have required property '"+"fileName"+"'"};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0.documentType = true;
props0.fileName = true;
props0.presignedUrl = true;
props0.fileData = true;
}
if(data2.documentType !== undefined){
let data5 = data2.documentType;
if(!(((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5))) && (isFinite(data5)))){
const err13 = {instancePath:instancePath+"/data/documentType",schemaPath:"https://trs.invalid/schemas/DocumentType/type",keyword:"type",params:{type: "integer"},message:"must be integer"};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data2.fileName !== undefined){
if(typeof data2.fileName !== "string"){
const err14 = {instancePath:instancePath+"/data/fileName",schemaPath:"#/properties/data/properties/fileName/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data2.presignedUrl !== undefined){
let data7 = data2.presignedUrl;
if(typeof data7 === "string"){
if(!(formats24(data7))){
const err15 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/properties/presignedUrl/format",keyword:"format",params:{format: "uri"},message:"must match format \""+"uri"+"\""};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/data/presignedUrl",schemaPath:"#/properties/data/properties/presignedUrl/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data2.fileData !== undefined){
if(typeof data2.fileData !== "string"){
const err17 = {instancePath:instancePath+"/data/fileData",schemaPath:"#/properties/data/properties/fileData/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
}
else {
const err18 = {instancePath:instancePath+"/data",schemaPath:"#/properties/data/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.EntryType !== undefined){
if(typeof data.EntryType !== "string"){
const err19 = {instancePath:instancePath+"/EntryType",schemaPath:"#/properties/EntryType/type",keyword:"type",params:{type: "string"},message:"must be string"};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
}
else {
const err20 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object"};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
validate141.errors = vErrors;
return errors === 0;
}
validate141.evaluated = {"props":{"topic":true,"applicationRef":true,"data":true,"EntryType":true,"CreationDate":true,"ApplicationId":true,"ApplicantId":true,"ApplicationExternalReference":true,"ApplicantExternalReference":true},"dynamicProps":false,"dynamicItems":false};
