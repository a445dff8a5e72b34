// Generated from schemas/notice.schema.json — do not edit; run npm run generate
// @ts-nocheck: ajv standalone code (rjsf compileSchemaValidatorsCode); the exports are typed below
import type { RJSFSchema } from '@rjsf/utils';
import type { ValidatorFunctions } from '@rjsf/validator-ajv8';

/** The schemas the record dialog hands to rjsf, without labels (they ride in the uiSchema). */
export const formSchemas: RJSFSchema[] = [
  {
    "type": "object",
    "required": [
      "title"
    ],
    "properties": {
      "title": {
        "type": "string",
        "minLength": 1,
        "maxLength": 200
      },
      "category": {
        "type": "string",
        "maxLength": 64
      },
      "toUserIds": {
        "type": "string",
        "maxLength": 200000
      },
      "expirationTime": {
        "type": "integer",
        "minimum": 0
      },
      "excerpt": {
        "type": "string",
        "maxLength": 500
      },
      "bodyText": {
        "type": "string",
        "maxLength": 1000000
      },
      "coverImage": {
        "type": "string",
        "maxLength": 1000
      },
      "files": {
        "type": "string",
        "maxLength": 200000
      },
      "remindCategory": {
        "type": "integer",
        "minimum": 0,
        "maximum": 99
      },
      "sendConfigId": {
        "type": "string",
        "maxLength": 64
      }
    }
  }
];

/** rjsf createPrecompiledValidator's validateFns: the validators by schema hash. */
const validateFns: ValidatorFunctions = {};
{
const exports = validateFns;
exports["-6ca9168e"] = validate10;
const schema11 = {"type":"object","required":["title"],"properties":{"title":{"type":"string","minLength":1,"maxLength":200},"category":{"type":"string","maxLength":64},"toUserIds":{"type":"string","maxLength":200000},"expirationTime":{"type":"integer","minimum":0},"excerpt":{"type":"string","maxLength":500},"bodyText":{"type":"string","maxLength":1000000},"coverImage":{"type":"string","maxLength":1000},"files":{"type":"string","maxLength":200000},"remindCategory":{"type":"integer","minimum":0,"maximum":99},"sendConfigId":{"type":"string","maxLength":64}},"$id":"-6ca9168e"};
const func2 = (function ucs2length(str) {
    const len = str.length;
    let length = 0;
    let pos = 0;
    let value;
    while (pos < len) {
        length++;
        value = str.charCodeAt(pos++);
        if (value >= 0xd800 && value <= 0xdbff && pos < len) {
            // high surrogate, and there is a next character
            value = str.charCodeAt(pos);
            if ((value & 0xfc00) === 0xdc00)
                pos++; // low surrogate
        }
    }
    return length;
});

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="-6ca9168e" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.title === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "title"},message:"must have required property '"+"title"+"'",schema:schema11.required,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.title !== undefined){
let data0 = data.title;
if(typeof data0 === "string"){
if(func2(data0) > 200){
const err1 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func2(data0) < 1){
const err2 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema11.properties.title,data:data0};
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
const err3 = {instancePath:instancePath+"/title",schemaPath:"#/properties/title/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.title.type,parentSchema:schema11.properties.title,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.category !== undefined){
let data1 = data.category;
if(typeof data1 === "string"){
if(func2(data1) > 64){
const err4 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.category,data:data1};
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
const err5 = {instancePath:instancePath+"/category",schemaPath:"#/properties/category/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.category.type,parentSchema:schema11.properties.category,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.toUserIds !== undefined){
let data2 = data.toUserIds;
if(typeof data2 === "string"){
if(func2(data2) > 200000){
const err6 = {instancePath:instancePath+"/toUserIds",schemaPath:"#/properties/toUserIds/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema11.properties.toUserIds,data:data2};
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
const err7 = {instancePath:instancePath+"/toUserIds",schemaPath:"#/properties/toUserIds/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.toUserIds.type,parentSchema:schema11.properties.toUserIds,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.expirationTime !== undefined){
let data3 = data.expirationTime;
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err8 = {instancePath:instancePath+"/expirationTime",schemaPath:"#/properties/expirationTime/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.expirationTime.type,parentSchema:schema11.properties.expirationTime,data:data3};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 < 0 || isNaN(data3)){
const err9 = {instancePath:instancePath+"/expirationTime",schemaPath:"#/properties/expirationTime/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.expirationTime,data:data3};
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
if(data.excerpt !== undefined){
let data4 = data.excerpt;
if(typeof data4 === "string"){
if(func2(data4) > 500){
const err10 = {instancePath:instancePath+"/excerpt",schemaPath:"#/properties/excerpt/maxLength",keyword:"maxLength",params:{limit: 500},message:"must NOT have more than 500 characters",schema:500,parentSchema:schema11.properties.excerpt,data:data4};
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
const err11 = {instancePath:instancePath+"/excerpt",schemaPath:"#/properties/excerpt/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.excerpt.type,parentSchema:schema11.properties.excerpt,data:data4};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.bodyText !== undefined){
let data5 = data.bodyText;
if(typeof data5 === "string"){
if(func2(data5) > 1000000){
const err12 = {instancePath:instancePath+"/bodyText",schemaPath:"#/properties/bodyText/maxLength",keyword:"maxLength",params:{limit: 1000000},message:"must NOT have more than 1000000 characters",schema:1000000,parentSchema:schema11.properties.bodyText,data:data5};
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
const err13 = {instancePath:instancePath+"/bodyText",schemaPath:"#/properties/bodyText/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.bodyText.type,parentSchema:schema11.properties.bodyText,data:data5};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.coverImage !== undefined){
let data6 = data.coverImage;
if(typeof data6 === "string"){
if(func2(data6) > 1000){
const err14 = {instancePath:instancePath+"/coverImage",schemaPath:"#/properties/coverImage/maxLength",keyword:"maxLength",params:{limit: 1000},message:"must NOT have more than 1000 characters",schema:1000,parentSchema:schema11.properties.coverImage,data:data6};
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
const err15 = {instancePath:instancePath+"/coverImage",schemaPath:"#/properties/coverImage/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.coverImage.type,parentSchema:schema11.properties.coverImage,data:data6};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.files !== undefined){
let data7 = data.files;
if(typeof data7 === "string"){
if(func2(data7) > 200000){
const err16 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/maxLength",keyword:"maxLength",params:{limit: 200000},message:"must NOT have more than 200000 characters",schema:200000,parentSchema:schema11.properties.files,data:data7};
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
const err17 = {instancePath:instancePath+"/files",schemaPath:"#/properties/files/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.files.type,parentSchema:schema11.properties.files,data:data7};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.remindCategory !== undefined){
let data8 = data.remindCategory;
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err18 = {instancePath:instancePath+"/remindCategory",schemaPath:"#/properties/remindCategory/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema11.properties.remindCategory.type,parentSchema:schema11.properties.remindCategory,data:data8};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(typeof data8 == "number"){
if(data8 > 99 || isNaN(data8)){
const err19 = {instancePath:instancePath+"/remindCategory",schemaPath:"#/properties/remindCategory/maximum",keyword:"maximum",params:{comparison: "<=", limit: 99},message:"must be <= 99",schema:99,parentSchema:schema11.properties.remindCategory,data:data8};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data8 < 0 || isNaN(data8)){
const err20 = {instancePath:instancePath+"/remindCategory",schemaPath:"#/properties/remindCategory/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema11.properties.remindCategory,data:data8};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
}
if(data.sendConfigId !== undefined){
let data9 = data.sendConfigId;
if(typeof data9 === "string"){
if(func2(data9) > 64){
const err21 = {instancePath:instancePath+"/sendConfigId",schemaPath:"#/properties/sendConfigId/maxLength",keyword:"maxLength",params:{limit: 64},message:"must NOT have more than 64 characters",schema:64,parentSchema:schema11.properties.sendConfigId,data:data9};
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
const err22 = {instancePath:instancePath+"/sendConfigId",schemaPath:"#/properties/sendConfigId/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.sendConfigId.type,parentSchema:schema11.properties.sendConfigId,data:data9};
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
else {
const err23 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}

}
export default validateFns;
