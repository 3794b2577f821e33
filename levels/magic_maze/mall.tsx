<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="mall" tilewidth="64" tileheight="64" tilecount="16" columns="0">
 <grid orientation="orthogonal" width="1" height="1"/>
 <tile id="0">
  <properties>
   <property name="kind" value="floor"/>
  </properties>
  <image width="64" height="64" source="tileset/floor.svg"/>
 </tile>
 <tile id="1">
  <properties>
   <property name="kind" value="hourglass"/>
  </properties>
  <image width="64" height="64" source="tileset/hourglass.svg"/>
 </tile>
 <tile id="2">
  <properties>
   <property name="kind" value="crystal_ball"/>
  </properties>
  <image width="64" height="64" source="tileset/crystal_ball.svg"/>
 </tile>
 <tile id="3">
  <properties>
   <property name="kind" value="camera"/>
  </properties>
  <image width="64" height="64" source="tileset/camera.svg"/>
 </tile>
 <tile id="4">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="orange"/>
  </properties>
  <image width="64" height="64" source="tileset/portal_orange.svg"/>
 </tile>
 <tile id="5">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="yellow"/>
  </properties>
  <image width="64" height="64" source="tileset/portal_yellow.svg"/>
 </tile>
 <tile id="6">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="purple"/>
  </properties>
  <image width="64" height="64" source="tileset/portal_purple.svg"/>
 </tile>
 <tile id="7">
  <properties>
   <property name="kind" value="portal"/>
   <property name="colour" value="green"/>
  </properties>
  <image width="64" height="64" source="tileset/portal_green.svg"/>
 </tile>
 <tile id="8">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="orange"/>
  </properties>
  <image width="64" height="64" source="tileset/item_orange.svg"/>
 </tile>
 <tile id="9">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="yellow"/>
  </properties>
  <image width="64" height="64" source="tileset/item_yellow.svg"/>
 </tile>
 <tile id="10">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="purple"/>
  </properties>
  <image width="64" height="64" source="tileset/item_purple.svg"/>
 </tile>
 <tile id="11">
  <properties>
   <property name="kind" value="item"/>
   <property name="colour" value="green"/>
  </properties>
  <image width="64" height="64" source="tileset/item_green.svg"/>
 </tile>
 <tile id="12">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="orange"/>
  </properties>
  <image width="64" height="64" source="tileset/exit_orange.svg"/>
 </tile>
 <tile id="13">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="yellow"/>
  </properties>
  <image width="64" height="64" source="tileset/exit_yellow.svg"/>
 </tile>
 <tile id="14">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="purple"/>
  </properties>
  <image width="64" height="64" source="tileset/exit_purple.svg"/>
 </tile>
 <tile id="15">
  <properties>
   <property name="kind" value="exit"/>
   <property name="colour" value="green"/>
  </properties>
  <image width="64" height="64" source="tileset/exit_green.svg"/>
 </tile>
</tileset>
